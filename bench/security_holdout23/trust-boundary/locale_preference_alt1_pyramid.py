from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPSeeOther
from pyramid.session import SignedCookieSessionFactory
from pyramid.view import view_config

SUPPORTED_LOCALES = frozenset({"en", "de", "fr", "es", "pt_BR"})


@view_config(route_name="set_locale", request_method="POST")
def set_locale(request):
    locale = request.POST.get("locale", "")
    if locale not in SUPPORTED_LOCALES:
        raise HTTPBadRequest("unknown locale")
    request.session["_LOCALE_"] = locale
    return HTTPSeeOther(location=request.route_url("home"))


def make_app(settings):
    with Configurator(settings=settings) as config:
        config.set_session_factory(SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True))
        config.add_route("home", "/")
        config.add_route("set_locale", "/preferences/locale")
        config.scan()
        return config.make_wsgi_app()
