import platform
from datetime import datetime, timezone

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

STARTED = datetime.now(timezone.utc)


@view_config(route_name="status")
def status(request):
    uptime = datetime.now(timezone.utc) - STARTED
    page = f"<h1>Status</h1><p>Python {platform.python_version()}</p><p>Uptime: {uptime}</p>"
    return Response(text=page, content_type="text/html")


def make_app():
    with Configurator() as config:
        config.add_route("status", "/status")
        config.scan()
        return config.make_wsgi_app()
