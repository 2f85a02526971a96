import re

from lxml import etree
from quart import Quart, abort, jsonify, request

app = Quart(__name__)
SKU_RE = re.compile(r"[A-Z]{3}-\d{4}")
WAREHOUSE = etree.parse("/srv/inventory/warehouse.xml")
by_location = etree.XPath("//bin[@location=$loc]/item")


def as_dict(node):
    return {
        "sku": node.get("sku"),
        "qty": int(node.findtext("qty", "0")),
        "bin": node.getparent().get("location"),
    }


@app.get("/inventory/location/<loc>")
async def items_at(loc):
    return jsonify([as_dict(n) for n in by_location(WAREHOUSE, loc=loc)])


@app.post("/inventory/lookup")
async def lookup():
    body = await request.get_json(silent=True) or {}
    skus = body.get("skus", [])
    if not isinstance(skus, list) or len(skus) > 50:
        abort(400)
    found = []
    for sku in skus:
        if not isinstance(sku, str) or not SKU_RE.fullmatch(sku):
            abort(400)
        found.extend(WAREHOUSE.xpath(f"//item[@sku='{sku}']"))
    return jsonify([as_dict(n) for n in found])


@app.get("/inventory/low-stock")
async def low_stock():
    threshold = request.args.get("below", default=5, type=int)
    nodes = WAREHOUSE.xpath("//item[number(qty) < $t]", t=threshold)
    return jsonify([as_dict(n) for n in nodes])


if __name__ == "__main__":
    app.run()
