from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

from .security import check_credentials


@view_config(route_name="login", renderer="templates/login.jinja2")
def login_view(request):
    came_from = request.params.get("came_from", request.route_url("home"))
    message = ""
    if "form.submitted" in request.params:
        login = request.params["login"]
        if check_credentials(request, login, request.params["password"]):
            headers = remember(request, login)
            return HTTPFound(location=came_from, headers=headers)
        message = "Failed login"
    return {"came_from": came_from, "message": message, "url": request.route_url("login")}
