import functools
import os
from wsgiref.simple_server import make_server

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.session import SignedCookieSessionFactory
from pyramid.view import view_config


def continue_to(default_route):
    def decorator(view):
        @functools.wraps(view)
        def wrapper(request):
            view(request)
            destination = request.params.get("continue") or request.route_url(default_route)
            return HTTPFound(location=destination)

        return wrapper

    return decorator


@view_config(route_name="dismiss_banner", request_method="POST")
@continue_to("home")
def dismiss_banner(request):
    request.session["banner_dismissed"] = True


@view_config(route_name="home", renderer="string")
def home(request):
    return "banner hidden" if request.session.get("banner_dismissed") else "banner shown"


def main():
    with Configurator() as config:
        config.set_session_factory(SignedCookieSessionFactory(os.environ["SESSION_SECRET"], secure=True, httponly=True))
        config.add_route("home", "/")
        config.add_route("dismiss_banner", "/banner/dismiss")
        config.scan()
        return config.make_wsgi_app()


if __name__ == "__main__":
    make_server("0.0.0.0", 6543, main()).serve_forever()
