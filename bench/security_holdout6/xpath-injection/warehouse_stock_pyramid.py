import re
from functools import lru_cache

from lxml import etree
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config

WAREHOUSE_CODE = re.compile(r"[A-Z]{2}-\d{3}")


@lru_cache(maxsize=1)
def inventory():
    return etree.parse("data/inventory.xml")


@view_config(route_name="stock", renderer="json")
def warehouse_stock(request):
    code = request.params.get("warehouse", "")
    if not WAREHOUSE_CODE.fullmatch(code):
        raise HTTPBadRequest("invalid warehouse code")
    rows = inventory().xpath(f"//warehouse[@code='{code}']/stock/item")
    if not rows:
        raise HTTPNotFound()
    return [{"sku": r.get("sku"), "qty": int(r.get("qty", "0"))} for r in rows]


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("stock", "/stock")
        config.scan()
    return config.make_wsgi_app()
