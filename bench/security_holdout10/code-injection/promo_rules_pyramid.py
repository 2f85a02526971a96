import json
import logging
from decimal import Decimal

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

log = logging.getLogger(__name__)

PROMOTIONS = {}


class Cart:
    def __init__(self, items):
        self.items = items

    @property
    def total(self):
        return sum((Decimal(str(i["price"])) * i.get("qty", 1) for i in self.items), Decimal("0"))

    @property
    def count(self):
        return sum(i.get("qty", 1) for i in self.items)


class Promotion:
    def __init__(self, code, condition, percent):
        self.code = code
        self.condition = condition
        self.percent = Decimal(str(percent))

    def applies_to(self, cart):
        scope = {"cart": cart, "total": cart.total, "count": cart.count}
        return bool(eval(self.condition, {}, scope))


@view_config(route_name="promotions", request_method="GET", renderer="json")
def list_promotions(request):
    return [{"code": p.code, "percent": str(p.percent)} for p in PROMOTIONS.values()]


@view_config(route_name="promotions", request_method="POST", renderer="json")
def create_promotion(request):
    try:
        payload = request.json_body
    except json.JSONDecodeError:
        raise HTTPBadRequest()
    promo = Promotion(payload["code"], payload.get("when", "True"), payload.get("percent", 0))
    # make sure the rule evaluates against an empty cart before storing it
    promo.applies_to(Cart([]))
    PROMOTIONS[promo.code] = promo
    log.info("promotion %s registered", promo.code)
    return {"code": promo.code}


@view_config(route_name="quote", request_method="POST", renderer="json")
def quote(request):
    cart = Cart(request.json_body.get("items", []))
    discount = Decimal("0")
    for promo in PROMOTIONS.values():
        if promo.applies_to(cart):
            discount = max(discount, promo.percent)
    total = cart.total * (Decimal("100") - discount) / Decimal("100")
    return {"total": str(total), "discount": str(discount)}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("promotions", "/promotions")
        config.add_route("quote", "/quote")
        config.scan()
        return config.make_wsgi_app()
