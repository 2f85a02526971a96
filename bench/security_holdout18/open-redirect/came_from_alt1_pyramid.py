import bcrypt
from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import forbidden_view_config, view_config

from .models import User


@forbidden_view_config()
def forbidden(request):
    if request.authenticated_userid is None:
        login_url = request.route_url("login", _query={"came_from": request.url})
        return HTTPFound(location=login_url)
    request.response.status = 403
    return request.response


@view_config(route_name="login", renderer="templates/login.jinja2")
def login(request):
    came_from = request.params.get("came_from", request.route_url("home"))
    message = ""
    login_name = ""
    if request.method == "POST":
        login_name = request.POST.get("login", "")
        password = request.POST.get("password", "")
        user = request.dbsession.query(User).filter_by(login=login_name).one_or_none()
        if user is not None and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            headers = remember(request, user.id)
            return HTTPFound(location=came_from, headers=headers)
        message = "Failed login"
    return {
        "message": message,
        "came_from": came_from,
        "login": login_name,
        "url": request.route_url("login"),
    }


@view_config(route_name="logout")
def logout(request):
    headers = forget(request)
    return HTTPFound(location=request.route_url("home"), headers=headers)


@view_config(route_name="home", renderer="templates/home.jinja2", permission="view")
def home(request):
    user = request.dbsession.get(User, request.authenticated_userid)
    return {"user": user}
