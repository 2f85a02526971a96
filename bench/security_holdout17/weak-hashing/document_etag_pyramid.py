import hashlib

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

DOCUMENTS = {}


@view_config(route_name="doc", request_method="PUT")
def put_document(request):
    body = request.body
    doc_id = request.matchdict["doc_id"]
    etag = hashlib.md5(body, usedforsecurity=False).hexdigest()
    DOCUMENTS[doc_id] = (body, etag)
    resp = Response(status=204)
    resp.headers["ETag"] = f'"{etag}"'
    return resp


def main():
    with Configurator() as config:
        config.add_route("doc", "/docs/{doc_id}")
        config.scan()
        return config.make_wsgi_app()
