from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


def product_expr(sku, channel):
    return f"//product[@sku='{sku}' and availability/@channel='{channel}']"


@app.get("/catalog/product")
def product():
    sku = request.args.get("sku", "")
    channel = request.args.get("channel", "web")
    nodes = CATALOG.xpath(product_expr(sku, channel))
    return jsonify([{"sku": n.get("sku"), "name": n.findtext("name"), "price": n.findtext("price")} for n in nodes])
