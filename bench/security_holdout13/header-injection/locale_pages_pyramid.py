from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

PAGES = {
    "about": {"en": "About us", "de": "Uber uns"},
    "contact": {"en": "Contact", "de": "Kontakt"},
}


@view_config(route_name="page")
def page(request):
    slug = request.matchdict["slug"]
    lang = request.params.get("lang", "en")
    titles = PAGES.get(slug, {})
    title = titles.get(lang, titles.get("en", "Not found"))
    response = Response(f"<h1>{title}</h1>", content_type="text/html")
    response.headers["Content-Language"] = lang
    response.headers["Cache-Control"] = "public, max-age=300"
    return response


@view_config(route_name="sitemap", renderer="json")
def sitemap(request):
    return {"pages": [request.route_url("page", slug=s) for s in sorted(PAGES)]}


@view_config(route_name="health", renderer="json")
def health(request):
    return {"ok": True}


@view_config(route_name="languages", renderer="json")
def languages(request):
    langs = set()
    for titles in PAGES.values():
        langs.update(titles)
    return {"languages": sorted(langs)}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("page", "/pages/{slug}")
        config.add_route("sitemap", "/sitemap")
        config.add_route("health", "/health")
        config.add_route("languages", "/languages")
        config.scan()
        return config.make_wsgi_app()
