import logging
from datetime import datetime

from markupsafe import escape
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPSeeOther
from pyramid.response import Response
from pyramid.view import view_config

from .storage import GuestbookStore

log = logging.getLogger(__name__)
store = GuestbookStore("/var/lib/guestbook/entries.sqlite")

HEADER = "<!doctype html><html><head><title>Guestbook</title></head><body><h1>Guestbook</h1><ol>"
FOOTER = """</ol>
<form method="post" action="/sign">
  <input name="name" maxlength="60"> <textarea name="message" maxlength="500"></textarea>
  <button>Sign</button>
</form></body></html>"""


def entry_html(entry):
    when = entry.signed_at.strftime("%d.%m.%Y")
    return f"<li><b>{escape(entry.name)}</b> <i>{when}</i><p>{escape(entry.message)}</p></li>"


@view_config(route_name="guestbook", request_method="GET")
def guestbook(request):
    entries = store.latest(limit=50)
    body = HEADER + "".join(entry_html(e) for e in entries) + FOOTER
    return Response(body, content_type="text/html", charset="utf-8")


@view_config(route_name="sign", request_method="POST")
def sign(request):
    name = request.POST.get("name", "").strip()[:60]
    message = request.POST.get("message", "").strip()[:500]
    if not name or not message:
        raise HTTPBadRequest("name and message are required")
    store.add(name=name, message=message, signed_at=datetime.utcnow(), ip=request.client_addr)
    log.info("guestbook signed by %s from %s", name, request.client_addr)
    return HTTPSeeOther(location=request.route_url("guestbook"))


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("guestbook", "/")
        config.add_route("sign", "/sign")
        config.scan()
    return config.make_wsgi_app()
