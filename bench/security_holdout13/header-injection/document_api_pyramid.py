import uuid
from datetime import datetime, timezone

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

DOCUMENTS = {
    1: {"title": "Quarterly report", "body": "Revenue grew 4%.", "updated": datetime(2024, 4, 2, tzinfo=timezone.utc)},
    2: {"title": "Roadmap", "body": "Ship the mobile app.", "updated": datetime(2024, 5, 17, tzinfo=timezone.utc)},
}


class TraceContext:
    header = "X-Trace-Id"

    def __init__(self, request):
        self.trace_id = request.params.get("trace") or request.headers.get(self.header) or uuid.uuid4().hex

    def apply(self, response):
        response.headers[self.header] = self.trace_id
        return response


@view_config(route_name="documents", renderer="json")
def list_documents(request):
    return [{"id": k, "title": v["title"]} for k, v in DOCUMENTS.items()]


@view_config(route_name="document")
def get_document(request):
    ctx = TraceContext(request)
    doc = DOCUMENTS.get(int(request.matchdict["doc_id"]))
    if doc is None:
        raise HTTPNotFound()
    response = Response(json_body={"title": doc["title"], "body": doc["body"]})
    response.last_modified = doc["updated"]
    return ctx.apply(response)


@view_config(route_name="health", renderer="json")
def health(request):
    return {"status": "ok", "time": datetime.now(timezone.utc).isoformat()}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("documents", "/documents")
        config.add_route("document", r"/documents/{doc_id:\d+}")
        config.add_route("health", "/health")
        config.scan()
    return config.make_wsgi_app()
