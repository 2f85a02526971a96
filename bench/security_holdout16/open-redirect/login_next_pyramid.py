from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

from .auth import check_password

DEFAULT_LANDING = "/dashboard"


def landing_target(request):
    candidate = request.params.get("next") or request.session.pop("return_to", "")
    if candidate.startswith("/"):
        return candidate
    return DEFAULT_LANDING


@view_config(route_name="login", request_method="POST")
def login(request):
    username = request.POST.get("username", "")
    if not check_password(username, request.POST.get("password", "")):
        return HTTPFound(location=request.route_url("login", _query={"error": "1"}))
    headers = remember(request, username)
    return HTTPFound(location=landing_target(request), headers=headers)
