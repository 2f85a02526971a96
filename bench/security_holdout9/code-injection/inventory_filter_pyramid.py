import json
import logging
import operator

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

log = logging.getLogger(__name__)

OPERATORS = {
    "eq": operator.eq,
    "ne": operator.ne,
    "lt": operator.lt,
    "gt": operator.gt,
    "contains": lambda a, b: b in a,
}

INVENTORY = [
    {"sku": "A-100", "name": "bolt", "qty": 340, "price": 0.12},
    {"sku": "A-101", "name": "nut", "qty": 12, "price": 0.05},
    {"sku": "B-200", "name": "bracket", "qty": 75, "price": 2.40},
]


def build_predicate(spec):
    field = spec.get("field")
    op = OPERATORS.get(spec.get("op"))
    if field not in INVENTORY[0] or op is None:
        raise ValueError("unsupported filter")
    value = spec.get("value")

    def predicate(item):
        try:
            return op(item[field], value)
        except TypeError:
            return False

    return predicate


@view_config(route_name="inventory", renderer="json")
def inventory(request):
    raw_spec = request.params.get("filter")
    items = INVENTORY
    if raw_spec:
        try:
            spec = json.loads(raw_spec)
            predicate = build_predicate(spec)
        except (ValueError, AttributeError) as exc:
            log.info("rejected filter: %s", exc)
            raise HTTPBadRequest(json_body={"error": "invalid filter"})
        items = [i for i in items if predicate(i)]
    return {"items": items}


@view_config(route_name="health", renderer="json")
def health(request):
    return {"ok": True}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("inventory", "/inventory")
        config.add_route("health", "/health")
        config.scan()
        return config.make_wsgi_app()
