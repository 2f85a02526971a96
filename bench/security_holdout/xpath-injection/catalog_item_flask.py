from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/data/catalog.xml")


@app.route("/catalog/item")
def catalog_item():
    sku = request.args.get("sku", "")
    nodes = CATALOG.xpath(f"//product[@sku='{sku}']")
    if not nodes:
        abort(404)
    product = nodes[0]
    return jsonify({"sku": sku, "name": product.findtext("name"), "price": product.findtext("price")})
