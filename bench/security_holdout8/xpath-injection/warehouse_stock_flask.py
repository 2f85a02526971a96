import re
from dataclasses import dataclass
from typing import List, Optional

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

STOCK_FEED = "/srv/feeds/stock.xml"
SKU_PATTERN = re.compile(r"[A-Z]{3}-\d{4,6}")
WAREHOUSE_CODES = ("AMS", "FRA", "LHR", "MAD")


@dataclass
class StockQuery:
    sku: str
    warehouse: Optional[str]


@dataclass
class StockLevel:
    warehouse: str
    quantity: int


def parse_stock_query(args) -> StockQuery:
    sku = args.get("sku", "").strip().upper()
    if not SKU_PATTERN.fullmatch(sku):
        raise ValueError("sku must look like ABC-12345")
    warehouse = args.get("warehouse")
    if warehouse is not None and warehouse not in WAREHOUSE_CODES:
        raise ValueError("unknown warehouse")
    return StockQuery(sku=sku, warehouse=warehouse)


class StockFeed:
    def __init__(self, path: str = STOCK_FEED):
        self.path = path

    def _tree(self):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        return etree.parse(self.path, parser)

    def levels(self, query: StockQuery) -> List[StockLevel]:
        expr = f"/stock/item[@sku='{query.sku}']/level"
        if query.warehouse:
            expr += f"[@warehouse='{query.warehouse}']"
        nodes = self._tree().xpath(expr)
        return [
            StockLevel(warehouse=n.get("warehouse"), quantity=int(n.text or 0))
            for n in nodes
        ]


feed = StockFeed()


@app.route("/stock")
def stock_levels():
    try:
        query = parse_stock_query(request.args)
    except ValueError as exc:
        abort(400, description=str(exc))
    levels = feed.levels(query)
    return jsonify(
        {
            "sku": query.sku,
            "levels": [{"warehouse": l.warehouse, "quantity": l.quantity} for l in levels],
            "total": sum(l.quantity for l in levels),
        }
    )
