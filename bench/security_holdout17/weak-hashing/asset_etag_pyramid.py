import hashlib
from pathlib import Path

from pyramid.httpexceptions import HTTPNotFound, HTTPNotModified
from pyramid.response import Response
from pyramid.view import view_config

ASSET_DIR = Path("/srv/app/assets")
ASSETS = {p.name: p for p in ASSET_DIR.glob("*.js")}


@view_config(route_name="asset", request_method="GET")
def asset(request):
    path = ASSETS.get(request.matchdict["name"])
    if path is None:
        raise HTTPNotFound()
    data = path.read_bytes()
    etag = hashlib.md5(data, usedforsecurity=False).hexdigest()
    if etag in request.if_none_match:
        return HTTPNotModified()
    response = Response(body=data, content_type="application/javascript")
    response.etag = etag
    response.cache_control = "public, max-age=3600"
    return response
