import hashlib
import json

from pyramid.response import Response
from pyramid.view import view_config


def catalog_payload(request):
    return {"items": request.registry.settings.get("catalog_items", []), "version": 3}


@view_config(route_name="catalog")
def catalog(request):
    body = json.dumps(catalog_payload(request), sort_keys=True).encode()
    etag = hashlib.md5(body, usedforsecurity=False).hexdigest()
    if request.if_none_match and etag in request.if_none_match:
        return Response(status=304)
    resp = Response(body=body, content_type="application/json")
    resp.etag = etag
    return resp
