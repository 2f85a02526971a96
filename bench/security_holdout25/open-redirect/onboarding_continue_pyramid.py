from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from myapp.accounts import check_password, load_user

# where the "continue" button may send people once a flow is finished
DESTINATIONS = {
    "billing": "billing_overview",
    "profile": "profile_edit",
    "projects": "project_list",
    "home": "home",
}


def continue_target(request, key):
    route_name = DESTINATIONS.get(key, "home")
    return request.route_url(route_name)


@view_config(route_name="login", request_method="POST")
def login_view(request):
    user = load_user(request.POST.get("login", ""))
    if user is None or not check_password(user, request.POST.get("password", "")):
        return HTTPFound(location=request.route_url("login_form", _query={"failed": "1"}))
    headers = remember(request, user.id)
    return HTTPFound(location=request.route_url("home"), headers=headers)


@view_config(route_name="logout", request_method="POST")
def logout_view(request):
    return HTTPFound(location=request.route_url("login_form"), headers=forget(request))


@view_config(route_name="onboarding_done", request_method="POST", permission="view")
def onboarding_done(request):
    step = request.params.get("continue", "home")
    location = continue_target(request, step)
    return HTTPFound(location=location)


@view_config(route_name="home", renderer="templates/home.jinja2", permission="view")
def home(request):
    return {"user": request.authenticated_userid}


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.include("pyramid_jinja2")
    config.include("myapp.security")
    for name, pattern in [
        ("home", "/"),
        ("login", "/signin/submit"),
        ("login_form", "/signin"),
        ("logout", "/logout"),
        ("onboarding_done", "/onboarding/done"),
        ("billing_overview", "/billing"),
        ("profile_edit", "/profile"),
        ("project_list", "/projects"),
    ]:
        config.add_route(name, pattern)
    config.scan()
    return config.make_wsgi_app()
