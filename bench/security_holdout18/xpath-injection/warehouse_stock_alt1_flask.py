from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
INVENTORY = etree.parse("data/inventory.xml")
WAREHOUSES = ("main", "north", "returns")


@app.get("/catalog/stock")
def catalog_stock():
    sku = request.args.get("sku", "").strip()
    warehouse = request.args.get("warehouse", "main")
    if not sku or warehouse not in WAREHOUSES:
        abort(400)
    found = INVENTORY.xpath("//warehouse[@name=$wh]/item[@sku=$sku]/quantity/text()", wh=warehouse, sku=sku)
    return jsonify(sku=sku, warehouse=warehouse, quantity=int(found[0]) if found else 0)
