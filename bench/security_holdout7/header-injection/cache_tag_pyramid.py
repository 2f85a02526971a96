import re

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

TAG_RE = re.compile(r"[a-z0-9][a-z0-9:_-]{0,62}")


@view_config(route_name="product_page", renderer="json")
def product_page(request):
    product_id = request.matchdict["product_id"]
    variant = request.params.get("variant", "default")
    if not TAG_RE.fullmatch(variant):
        raise HTTPBadRequest("invalid variant")
    request.response.headers["X-Cache-Tag"] = f"product:{product_id}:{variant}"
    return {"product": product_id, "variant": variant}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("product_page", "/products/{product_id:\\d+}")
        config.scan()
        return config.make_wsgi_app()
