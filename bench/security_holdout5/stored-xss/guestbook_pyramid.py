from pyramid.httpexceptions import HTTPFound
from pyramid.response import Response
from pyramid.view import view_config
from sqlalchemy import text

ENTRY = "<article><h3>{name}</h3><time>{when}</time><p>{message}</p></article>"


@view_config(route_name="guestbook", request_method="GET")
def list_entries(request):
    entries = request.dbsession.execute(
        text("SELECT name, message, created_at FROM guestbook ORDER BY created_at DESC LIMIT 50")
    ).fetchall()
    parts = [ENTRY.format(name=e.name, when=e.created_at, message=e.message) for e in entries]
    page = "<html><body><h1>Guestbook</h1>" + "".join(parts) + "</body></html>"
    return Response(page, content_type="text/html")


@view_config(route_name="guestbook", request_method="POST")
def sign_guestbook(request):
    request.dbsession.execute(
        text(
            "INSERT INTO guestbook (name, message, created_at) "
            "VALUES (:name, :message, CURRENT_TIMESTAMP)"
        ),
        {
            "name": request.POST.get("name", "anonymous")[:60],
            "message": request.POST.get("message", "")[:2000],
        },
    )
    return HTTPFound(location=request.route_url("guestbook"))
