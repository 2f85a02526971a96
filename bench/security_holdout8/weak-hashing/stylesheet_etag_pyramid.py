import hashlib

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

STYLES = {
    "main": "body { font-family: sans-serif; margin: 0; }",
    "print": "nav, footer { display: none; }",
}


@view_config(route_name="stylesheet")
def stylesheet(request):
    css = STYLES.get(request.matchdict["name"])
    if css is None:
        return Response(status=404)
    etag = hashlib.md5(css.encode("utf-8"), usedforsecurity=False).hexdigest()
    if etag in request.if_none_match:
        return Response(status=304)
    response = Response(css, content_type="text/css")
    response.etag = etag
    return response


def main():
    with Configurator() as config:
        config.add_route("stylesheet", "/css/{name}.css")
        config.scan()
        return config.make_wsgi_app()
