from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/data/catalog.xml")


@app.route("/catalog/product")
def catalog_product():
    sku = request.args.get("sku", "")
    nodes = CATALOG.xpath("//product[@sku=$sku]", sku=sku)
    if not nodes:
        abort(404)
    product = nodes[0]
    return jsonify({"sku": sku, "name": product.findtext("name"), "stock": product.findtext("stock")})
