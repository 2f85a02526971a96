from urllib.parse import urlparse

from pyramid.httpexceptions import HTTPFound, HTTPSeeOther
from pyramid.security import forget, remember
from pyramid.view import view_config

from portal.accounts import check_credentials

OWN_HOSTS = {"", "portal.example.org"}


def _return_target(request, fallback_route="home"):
    candidate = request.params.get("return_to", "")
    parsed = urlparse(candidate)
    if candidate and parsed.netloc in OWN_HOSTS and parsed.scheme in ("", "https"):
        return candidate
    return request.route_url(fallback_route)


@view_config(route_name="login", request_method="GET", renderer="templates/login.jinja2")
def login_form(request):
    return {"return_to": request.params.get("return_to", "")}


@view_config(route_name="login", request_method="POST", renderer="templates/login.jinja2")
def login_submit(request):
    login = request.POST.get("login", "")
    user_id = check_credentials(login, request.POST.get("password", ""))
    if user_id is None:
        request.response.status = 401
        return {"error": "Unknown login or wrong password", "return_to": request.POST.get("return_to", "")}
    headers = remember(request, user_id)
    return HTTPSeeOther(location=_return_target(request), headers=headers)


@view_config(route_name="logout")
def logout(request):
    headers = forget(request)
    return HTTPFound(location=_return_target(request, fallback_route="login"), headers=headers)


@view_config(route_name="profile", renderer="templates/profile.jinja2", permission="view")
def profile(request):
    return {"user_id": request.authenticated_userid}


def includeme(config):
    config.add_route("home", "/")
    config.add_route("login", "/login")
    config.add_route("logout", "/logout")
    config.add_route("profile", "/me")
    config.scan(__name__)
