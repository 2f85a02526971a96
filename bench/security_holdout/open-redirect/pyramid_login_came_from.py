from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

from myapp.auth import check_login


@view_config(route_name="login", renderer="templates/login.jinja2")
def login(request):
    came_from = request.params.get("came_from", request.route_url("home"))
    if request.method == "POST":
        user = check_login(request.POST.get("login"), request.POST.get("password"))
        if user is not None:
            headers = remember(request, user.id)
            return HTTPFound(location=came_from, headers=headers)
    return {"came_from": came_from}
