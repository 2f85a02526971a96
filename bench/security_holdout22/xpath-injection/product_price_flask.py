from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PRODUCTS = etree.parse("data/products.xml")
DEFAULT_REGION = "eu"


@app.route("/products/<sku>/price")
def product_price(sku):
    region = request.args.get("region", DEFAULT_REGION)
    prices = PRODUCTS.xpath("//product[@sku=$sku]/price[@region=$region]/text()", sku=sku, region=region)
    if not prices:
        return jsonify(error="not found"), 404
    return jsonify(sku=sku, region=region, price=prices[0])
