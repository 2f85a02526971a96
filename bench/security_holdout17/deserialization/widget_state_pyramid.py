import base64
import binascii
import json

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPUnprocessableEntity
from pyramid.view import view_config


@view_config(route_name="widget_state", renderer="json")
def widget_state(request):
    encoded = request.params.get("state", "")
    try:
        state = json.loads(base64.b64decode(encoded, validate=True))
    except (binascii.Error, ValueError):
        raise HTTPUnprocessableEntity()
    if not isinstance(state, dict):
        raise HTTPUnprocessableEntity()
    return {"collapsed": bool(state.get("collapsed")), "order": list(state.get("order", []))}


def main():
    with Configurator() as config:
        config.add_route("widget_state", "/widgets/state")
        config.scan()
        return config.make_wsgi_app()
