import html
import sqlite3

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

DATABASE = "cms.db"


@view_config(route_name="banner")
def announcement_banner(request):
    conn = sqlite3.connect(DATABASE)
    try:
        row = conn.execute(
            "SELECT title, body FROM announcements WHERE active = 1 "
            "ORDER BY published_at DESC LIMIT 1"
        ).fetchone()
    finally:
        conn.close()
    if row is None:
        return Response("", content_type="text/html")
    title, body = row
    markup = "<div class='banner'><strong>%s</strong> %s</div>" % (
        html.escape(title),
        html.escape(body),
    )
    return Response(markup, content_type="text/html")


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("banner", "/banner")
        config.scan()
        return config.make_wsgi_app()
