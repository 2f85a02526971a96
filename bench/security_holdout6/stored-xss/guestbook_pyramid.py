import html
import sqlite3

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config


@view_config(route_name="guestbook", request_method="GET")
def guestbook(request):
    conn = sqlite3.connect("guestbook.db")
    entries = conn.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT 50").fetchall()
    conn.close()
    items = "".join(
        f"<li><b>{html.escape(name)}</b>: {html.escape(message)}</li>" for name, message in entries
    )
    return Response(f"<h1>Guestbook</h1><ul>{items}</ul>", content_type="text/html")


def main():
    with Configurator() as config:
        config.add_route("guestbook", "/guestbook")
        config.scan()
        return config.make_wsgi_app()
