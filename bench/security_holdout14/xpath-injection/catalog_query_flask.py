from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


def product_expression(sku, region):
    expr = f"//product[@sku='{sku}']"
    if region:
        expr += "[@region='%s']" % region
    return expr


@app.route("/catalog/product")
def product():
    sku = request.args.get("sku", "")
    region = request.args.get("region")
    nodes = CATALOG.xpath(product_expression(sku, region))
    return jsonify([{"name": n.findtext("name"), "price": n.findtext("price")} for n in nodes])
