from urllib.parse import unquote

from pyramid.config import Configurator
from pyramid.view import view_config


@view_config(route_name="ping", renderer="json")
def ping(request):
    raw = request.headers.get("X-Request-Trace", "")
    try:
        trace_id = unquote(raw, errors="strict")
    except UnicodeDecodeError:
        trace_id = raw
    request.response.headers["X-Trace-Id"] = trace_id
    return {"pong": True}


def make_app():
    with Configurator() as config:
        config.add_route("ping", "/ping")
        config.scan()
        return config.make_wsgi_app()
