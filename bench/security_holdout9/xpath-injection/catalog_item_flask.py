from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.route("/catalog/item")
def item():
    sku = request.args.get("sku", "")
    expression = f"//product[@sku='{sku}']"
    nodes = CATALOG.xpath(expression)
    return jsonify([{"name": n.findtext("name"), "price": n.findtext("price")} for n in nodes])
