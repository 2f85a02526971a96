from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config


class LoginState:
    def __init__(self):
        self.return_url = "/"
        self.provider = None


@view_config(route_name="sso_callback")
def sso_callback(request):
    state = LoginState()
    state.provider = request.matchdict.get("provider")
    state.return_url = request.params.get("return_url", state.return_url)
    return HTTPFound(location=state.return_url)


def make_app():
    with Configurator() as config:
        config.add_route("sso_callback", "/sso/{provider}/callback")
        config.scan()
        return config.make_wsgi_app()
