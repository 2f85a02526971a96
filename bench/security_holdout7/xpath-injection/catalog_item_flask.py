from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.route("/catalog/item")
def catalog_item():
    sku = request.args.get("sku", "")
    warehouse = request.args.get("warehouse", "main")
    expr = "//item[@sku='" + sku + "']"
    if warehouse:
        expr += f"[stock/@warehouse='{warehouse}']"
    nodes = CATALOG.xpath(expr)
    if not nodes:
        abort(404)
    item = nodes[0]
    return jsonify({"sku": item.get("sku"), "name": item.findtext("name")})
