import html
import sqlite3

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config


@view_config(route_name="announcements")
def announcements(request):
    with sqlite3.connect("intranet.db") as conn:
        rows = conn.execute(
            "SELECT headline, body, posted_by FROM announcements "
            "ORDER BY posted_at DESC LIMIT 20"
        ).fetchall()
    blocks = []
    for headline, body, posted_by in rows:
        blocks.append(
            "<section><h2>{}</h2><p>{}</p><em>{}</em></section>".format(
                html.escape(headline), html.escape(body), html.escape(posted_by)
            )
        )
    page = "<html><body>" + "".join(blocks) + "</body></html>"
    return Response(page, content_type="text/html")


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("announcements", "/announcements")
        config.scan()
        return config.make_wsgi_app()
