from chameleon import PageTemplate
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

BANNER_SOURCES = {
    "sale": '<div class="banner sale"><strong>${headline}</strong> <span>${detail}</span></div>',
    "notice": '<div class="banner notice"><p>${headline}</p><small>${detail}</small></div>',
    "holiday": '<div class="banner holiday"><h2>${headline}</h2><p>${detail}</p></div>',
}
COMPILED = {name: PageTemplate(source) for name, source in BANNER_SOURCES.items()}


@view_config(route_name="banner_list", renderer="json")
def banner_list(request):
    return {"styles": sorted(BANNER_SOURCES)}


@view_config(route_name="banner_preview", request_method="POST")
def banner_preview(request):
    style = request.matchdict["style"]
    template = COMPILED.get(style)
    if template is None:
        raise HTTPNotFound()
    headline = request.POST.get("headline", "")[:120]
    detail = request.POST.get("detail", "")[:400]
    html = template(headline=headline, detail=detail)
    return Response(html, content_type="text/html", charset="utf-8")


@view_config(route_name="banner_source", renderer="json")
def banner_source(request):
    style = request.matchdict["style"]
    if style not in BANNER_SOURCES:
        raise HTTPNotFound()
    return {"style": style, "source": BANNER_SOURCES[style]}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("banner_list", "/banners")
        config.add_route("banner_preview", "/banners/{style}/preview")
        config.add_route("banner_source", "/banners/{style}/source")
        config.scan()
    return config.make_wsgi_app()
