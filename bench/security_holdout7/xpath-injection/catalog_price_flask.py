from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.route("/catalog/price")
def catalog_price():
    sku = request.args.get("sku", "")
    currency = request.args.get("currency", "EUR")
    expr = "//item[@sku=$sku]/price[@currency=$currency]/text()"
    values = CATALOG.xpath(expr, sku=sku, currency=currency)
    if not values:
        abort(404)
    return jsonify({"sku": sku, "currency": currency, "price": str(values[0])})
