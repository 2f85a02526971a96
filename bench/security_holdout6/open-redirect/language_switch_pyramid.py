from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

LANGUAGES = {"en", "de", "fr", "es"}
SECTIONS = {"home": "/", "pricing": "/pricing", "docs": "/docs", "blog": "/blog"}


@view_config(route_name="set_language")
def set_language(request):
    lang = request.params.get("lang", "en")
    section = request.params.get("return", "home")
    target = SECTIONS.get(section, "/")
    response = HTTPFound(location=target)
    if lang in LANGUAGES:
        response.set_cookie("_LOCALE_", lang, max_age=31536000, secure=True, httponly=True, samesite="Lax")
    return response


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("set_language", "/language")
        config.scan()
    return config.make_wsgi_app()
