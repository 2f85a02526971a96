import json

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.view import view_config

PRODUCTS = {
    "basic": {"price": 10.0, "currency": "EUR"},
    "pro": {"price": 49.0, "currency": "EUR"},
}
DISCOUNTS = {"SPRING": 0.1, "VIP": 0.25}


@view_config(route_name="products", renderer="json")
def products(request):
    return PRODUCTS


@view_config(route_name="product", renderer="json")
def product(request):
    item = PRODUCTS.get(request.matchdict["name"])
    if item is None:
        raise HTTPNotFound()
    return item


def apply_adjustment(price, adjustment):
    if not adjustment:
        return price
    return eval("{} {}".format(price, adjustment))


@view_config(route_name="quote", renderer="json", request_method="POST")
def quote(request):
    body = request.json_body
    item = PRODUCTS.get(body.get("product"))
    if item is None:
        raise HTTPNotFound()
    price = item["price"]
    code = body.get("coupon")
    if code in DISCOUNTS:
        price = price * (1 - DISCOUNTS[code])
    total = apply_adjustment(price, body.get("adjustment", ""))
    return {"product": body.get("product"), "total": round(total, 2)}


@view_config(route_name="export", renderer="string")
def export(request):
    return json.dumps(PRODUCTS, indent=2)


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("products", "/products")
        config.add_route("product", "/products/{name}")
        config.add_route("quote", "/quote")
        config.add_route("export", "/export")
        config.scan()
        return config.make_wsgi_app()
