from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

DESTINATIONS = {
    "billing": "/account/billing",
    "profile": "/account/profile",
    "orders": "/orders",
    "help": "/help",
}


@view_config(route_name="home", renderer="json")
def home(request):
    return {"shortcuts": sorted(DESTINATIONS)}


@view_config(route_name="go")
def go(request):
    key = request.params.get("to", "")
    path = DESTINATIONS.get(key, "/")
    return HTTPFound(location=request.application_url + path)


@view_config(route_name="profile", renderer="json")
def profile(request):
    return {"user": request.authenticated_userid}


@view_config(route_name="orders", renderer="json")
def orders(request):
    page = int(request.params.get("page", "1"))
    return {"page": page, "orders": []}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("home", "/")
        config.add_route("go", "/go")
        config.add_route("profile", "/account/profile")
        config.add_route("orders", "/orders")
        config.scan()
        return config.make_wsgi_app()
