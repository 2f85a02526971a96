from pyramid.httpexceptions import HTTPFound, HTTPUnauthorized
from pyramid.view import view_config

from .security import issue_token, verify_user

TICKET_LIFETIME = 3600


@view_config(route_name="login", request_method="POST")
def login(request):
    username = request.POST.get("username", "")
    if not verify_user(username, request.POST.get("password", "")):
        return HTTPUnauthorized()
    response = HTTPFound(location=request.route_url("home"))
    token = issue_token(username)
    response.set_cookie("auth_tkt", token, max_age=TICKET_LIFETIME, secure=True, httponly=True, samesite="Strict")
    return response


@view_config(route_name="logout")
def logout(request):
    response = HTTPFound(location=request.route_url("login"))
    response.delete_cookie("auth_tkt")
    return response
