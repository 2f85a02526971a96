from pathlib import Path

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

DOCS_ROOT = Path("/srv/app/docs").resolve()


class DocumentLocator:
    def __init__(self, root: Path, relative: str):
        candidate = (root / relative).resolve()
        if not candidate.is_relative_to(root):
            raise ValueError("outside document root")
        self.path = candidate

    def read(self):
        with open(self.path, "r", encoding="utf-8") as fh:
            return fh.read()


def locate(relative):
    return DocumentLocator(DOCS_ROOT, relative)


@view_config(route_name="document", request_method="GET")
def document_view(request):
    relative = request.params.get("path", "index.txt")
    try:
        locator = locate(relative)
    except ValueError:
        raise HTTPBadRequest()
    if not locator.path.is_file():
        raise HTTPNotFound()
    return Response(locator.read(), content_type="text/plain")


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("document", "/documents")
        config.scan()
        return config.make_wsgi_app()
