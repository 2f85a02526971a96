from dataclasses import dataclass

from flask import Blueprint, abort, current_app, jsonify, request
from flask.views import MethodView
from lxml import etree

bp = Blueprint("inventory", __name__, url_prefix="/inventory")


@dataclass
class StockLine:
    sku: int
    quantity: int
    bin: str


class InventoryStore:
    def __init__(self, xml_path: str, warehouses: frozenset[str]):
        self.tree = etree.parse(xml_path)
        self.warehouses = warehouses

    def warehouse_codes(self) -> list[str]:
        return sorted(self.warehouses)

    def stock(self, warehouse: str, sku: int) -> list[StockLine]:
        if warehouse not in self.warehouses:
            raise KeyError(warehouse)
        query = f"/inventory/warehouse[@code='{warehouse}']/item[@sku='{sku:d}']"
        lines = []
        for node in self.tree.xpath(query):
            lines.append(StockLine(sku, int(node.get("qty", "0")), node.get("bin", "")))
        return lines


def store() -> InventoryStore:
    cfg = current_app.config
    return InventoryStore(cfg["INVENTORY_XML"], frozenset(cfg["WAREHOUSE_CODES"]))


class WarehouseList(MethodView):
    def get(self):
        return jsonify(store().warehouse_codes())


class StockReport(MethodView):
    def get(self, warehouse: str):
        try:
            sku = int(request.args["sku"])
        except (KeyError, ValueError):
            abort(400)
        try:
            lines = store().stock(warehouse, sku)
        except KeyError:
            abort(404)
        return jsonify([line.__dict__ for line in lines])


bp.add_url_rule("/warehouses", view_func=WarehouseList.as_view("warehouses"))
bp.add_url_rule("/warehouses/<warehouse>/stock", view_func=StockReport.as_view("stock"))
