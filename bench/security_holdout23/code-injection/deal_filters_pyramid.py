import json
import operator
import sqlite3
from dataclasses import dataclass
from typing import Any, Callable, Dict, List

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

FIELDS = {"status", "amount", "region", "owner", "stage"}
OPERATORS: Dict[str, Callable[[Any, Any], bool]] = {
    "eq": operator.eq,
    "ne": operator.ne,
    "lt": operator.lt,
    "le": operator.le,
    "gt": operator.gt,
    "ge": operator.ge,
    "contains": lambda left, right: isinstance(left, str) and str(right) in left,
}


@dataclass(frozen=True)
class Criterion:
    field: str
    op: str
    value: Any

    def matches(self, row: Dict[str, Any]) -> bool:
        try:
            return bool(OPERATORS[self.op](row.get(self.field), self.value))
        except TypeError:
            return False


def parse_criteria(raw: str) -> List[Criterion]:
    data = json.loads(raw)
    if not isinstance(data, list):
        raise ValueError("filter must be a JSON list")
    criteria = []
    for item in data:
        if not isinstance(item, dict):
            raise ValueError("each filter must be an object")
        field, op = item.get("field"), item.get("op")
        if field not in FIELDS or op not in OPERATORS:
            raise ValueError(f"unsupported filter on {field!r}")
        criteria.append(Criterion(field, op, item.get("value")))
    return criteria


class DealSource:
    def __init__(self, path: str):
        self.path = path

    def fetch_all(self) -> List[Dict[str, Any]]:
        conn = sqlite3.connect(self.path)
        conn.row_factory = sqlite3.Row
        try:
            rows = conn.execute("SELECT id, status, amount, region, owner, stage FROM deal").fetchall()
            return [dict(r) for r in rows]
        finally:
            conn.close()


def _criteria_from(request) -> List[Criterion]:
    raw = request.params.get("filter", "[]")
    try:
        return parse_criteria(raw)
    except ValueError as exc:
        raise HTTPBadRequest(json_body={"error": str(exc)})


@view_config(route_name="deals", renderer="json", request_method="GET", permission="view")
def list_deals(request):
    criteria = _criteria_from(request)
    deals = request.registry.deal_source.fetch_all()
    return [d for d in deals if all(c.matches(d) for c in criteria)]


@view_config(route_name="deal_totals", renderer="json", request_method="GET", permission="view")
def deal_totals(request):
    criteria = _criteria_from(request)
    totals: Dict[str, float] = {}
    for deal in request.registry.deal_source.fetch_all():
        if all(c.matches(deal) for c in criteria):
            totals[deal["region"]] = totals.get(deal["region"], 0.0) + float(deal["amount"] or 0)
    return {"by_region": totals, "grand_total": sum(totals.values())}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.registry.deal_source = DealSource(settings.get("deals.db", "deals.db"))
        config.add_route("deals", "/deals")
        config.add_route("deal_totals", "/deals/totals")
        config.scan()
        return config.make_wsgi_app()
