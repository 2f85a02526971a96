import json
import logging
import os
import xml.etree.ElementTree as ET

from bottle import Bottle, HTTPError, request, response

log = logging.getLogger("stock")

INVENTORY_FILE = os.environ.get("INVENTORY_FILE", "/srv/inventory/stock.xml")
WAREHOUSES = {"AMS1", "BER2", "LON1", "NYC3", "SFO1"}

app = Bottle()


def load_inventory():
    try:
        return ET.parse(INVENTORY_FILE).getroot()
    except (OSError, ET.ParseError) as exc:
        log.error("cannot read inventory: %s", exc)
        raise HTTPError(503, "inventory unavailable")


def item_row(node):
    return {
        "sku": node.get("sku"),
        "warehouse": node.get("warehouse"),
        "on_hand": int(node.findtext("onHand") or 0),
        "reserved": int(node.findtext("reserved") or 0),
    }


@app.get("/stock/<warehouse>")
def stock_for_warehouse(warehouse):
    code = warehouse.upper()
    if code not in WAREHOUSES:
        raise HTTPError(404, "unknown warehouse")
    low_only = request.query.get("low") == "1"
    root = load_inventory()
    items = root.findall(f".//item[@warehouse='{code}']")
    rows = [item_row(i) for i in items]
    if low_only:
        rows = [r for r in rows if r["on_hand"] - r["reserved"] < 5]
    response.content_type = "application/json"
    return json.dumps({"warehouse": code, "items": rows})


@app.get("/stock")
def warehouses():
    response.content_type = "application/json"
    return json.dumps({"warehouses": sorted(WAREHOUSES)})


@app.error(404)
def not_found(err):
    response.content_type = "application/json"
    return json.dumps({"error": err.body})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8081)
