from pyramid.config import Configurator
from pyramid.session import SignedCookieSessionFactory
from pyramid.view import view_config

SUPPORTED_LANGUAGES = ("en", "de", "fr", "es")


@view_config(route_name="language", request_method="POST", renderer="json")
def set_language(request):
    requested = request.POST.get("lang", "en").lower()
    lang = requested if requested in SUPPORTED_LANGUAGES else "en"
    request.session["lang"] = lang
    return {"lang": lang}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.set_session_factory(SignedCookieSessionFactory(settings["session.secret"], secure=True, httponly=True))
        config.add_route("language", "/prefs/language")
        config.scan()
        return config.make_wsgi_app()
