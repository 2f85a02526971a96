import logging
import uuid

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

log = logging.getLogger(__name__)

LANGUAGES = {"en", "de", "fr", "es"}
DOCS = {
    "getting-started": {"en": "Install the package and run the init command."},
    "api": {"en": "All endpoints accept and return JSON."},
}


class TraceContext:
    header = "X-Trace-Id"

    def __init__(self, request):
        self.trace_id = uuid.uuid4().hex
        self.origin = request.params.get("origin", "web")

    def annotate(self, response):
        response.headers[self.header] = self.trace_id
        response.headers["X-Trace-Origin"] = self.origin
        return response


@view_config(route_name="doc")
def doc_page(request):
    ctx = TraceContext(request)
    slug = request.matchdict["slug"]
    lang = request.params.get("lang", "en")
    if lang not in LANGUAGES:
        lang = "en"
    page = DOCS.get(slug, {}).get(lang)
    if page is None:
        return ctx.annotate(Response("not found", status=404, content_type="text/plain"))
    log.info("doc %s served trace=%s", slug, ctx.trace_id)
    resp = Response(page, content_type="text/plain")
    resp.headers["Content-Language"] = lang
    return ctx.annotate(resp)


@view_config(route_name="health", renderer="json")
def health(request):
    return {"status": "ok"}


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.add_route("doc", "/docs/{slug}")
    config.add_route("health", "/health")
    config.scan()
    return config.make_wsgi_app()
