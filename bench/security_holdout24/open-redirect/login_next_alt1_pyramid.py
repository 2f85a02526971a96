from urllib.parse import urlsplit

from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config


def local_path(target, default="/dashboard"):
    if not target or not target.startswith("/") or target.startswith("//"):
        return default
    if "\\" in target or any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in target):
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return default
    return target


@view_config(route_name="login", request_method="POST")
def login(request):
    user = request.find_service(name="auth").verify(
        request.POST.get("username", ""), request.POST.get("password", ""))
    if user is None:
        return HTTPFound(location=request.route_url("login", _query={"failed": 1}))
    next_url = local_path(request.params.get("next"))
    return HTTPFound(location=next_url, headers=remember(request, user.id))
