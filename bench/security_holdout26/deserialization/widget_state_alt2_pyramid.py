import base64
import pickle

from pyramid.config import Configurator
from pyramid.view import view_config

DEFAULT_STATE = pickle.dumps({"collapsed": False, "order": ["news", "weather"]})


@view_config(route_name="widget_state", renderer="json")
def widget_state(request):
    supplied = base64.b64decode(request.params.get("state", ""))
    options = {"default": DEFAULT_STATE, "client": supplied}
    blob = options["default"]
    state = pickle.loads(blob)
    return {"state": state}


def main():
    with Configurator() as config:
        config.add_route("widget_state", "/widgets/state")
        config.scan()
        return config.make_wsgi_app()
