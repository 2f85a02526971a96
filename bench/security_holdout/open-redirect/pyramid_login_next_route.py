from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

from myapp.auth import check_login

RETURN_ROUTES = {"home", "orders", "settings"}


@view_config(route_name="login", renderer="templates/login.jinja2")
def login(request):
    next_route = request.params.get("next_route", "home")
    if next_route not in RETURN_ROUTES:
        next_route = "home"
    if request.method == "POST":
        user = check_login(request.POST.get("login"), request.POST.get("password"))
        if user is not None:
            headers = remember(request, user.id)
            return HTTPFound(location=request.route_url(next_route), headers=headers)
    return {"next_route": next_route}
