import re
import xml.etree.ElementTree as ET

from quart import Quart, abort, jsonify, request

app = Quart(__name__)
TREE = ET.parse("data/inventory.xml")
WAREHOUSES = {"north", "south", "central"}
SKU_RE = re.compile(r"[A-Z]{3}-\d{4}")


def item_dict(el):
    return {
        "sku": el.get("sku"),
        "warehouse": el.get("warehouse"),
        "qty": int(el.findtext("qty", "0")),
        "bin": el.findtext("bin"),
    }


@app.get("/inventory")
async def inventory():
    return jsonify([item_dict(el) for el in TREE.getroot().iter("item")])


@app.get("/inventory/item")
async def inventory_item():
    sku = request.args.get("sku", "")
    warehouse = request.args.get("warehouse", "central")
    if not SKU_RE.fullmatch(sku) or warehouse not in WAREHOUSES:
        abort(400)
    path = f".//item[@sku='{sku}'][@warehouse='{warehouse}']"
    found = TREE.getroot().findall(path)
    if not found:
        abort(404)
    return jsonify(item_dict(found[0]))


@app.get("/inventory/low")
async def low_stock():
    threshold = int(request.args.get("below", "5"))
    low = [item_dict(el) for el in TREE.getroot().iter("item") if int(el.findtext("qty", "0")) < threshold]
    return jsonify(low)


@app.get("/inventory/warehouses")
async def warehouses():
    counts = {w: 0 for w in WAREHOUSES}
    for el in TREE.getroot().iter("item"):
        if el.get("warehouse") in counts:
            counts[el.get("warehouse")] += 1
    return jsonify(counts)
