from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PRICES = etree.parse("prices.xml")


@app.get("/prices")
def price_for():
    params = {
        "sku": request.args.get("sku", ""),
        "region": request.args.get("region", "eu"),
    }
    found = PRICES.xpath("/catalog/item[@sku=$sku]/price[@region=$region]/text()", **params)
    if not found:
        return jsonify(error="no price"), 404
    return jsonify(sku=params["sku"], price=float(found[0]))
