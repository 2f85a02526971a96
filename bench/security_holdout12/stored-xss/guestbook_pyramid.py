from markupsafe import Markup
from pyramid.httpexceptions import HTTPSeeOther
from pyramid.response import Response
from pyramid.view import view_config

ENTRIES = []


def entry_html(entry):
    return Markup("<div class='entry'><b>{}</b><p>{}</p></div>").format(entry["name"], entry["message"])


@view_config(route_name="guestbook_sign", request_method="POST")
def sign(request):
    ENTRIES.append({"name": request.POST.get("name", "anonymous"), "message": request.POST.get("message", "")})
    return HTTPSeeOther(location=request.route_url("guestbook"))


@view_config(route_name="guestbook")
def guestbook(request):
    recent = ENTRIES[-25:]
    body = Markup("").join(entry_html(e) for e in reversed(recent))
    page = Markup("<html><body><h1>Guestbook</h1>{}</body></html>").format(body)
    return Response(str(page), content_type="text/html")
