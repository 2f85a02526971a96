from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


def find_expression(field, value):
    templates = {
        "sku": "//product[@sku='{v}']",
        "name": "//product[name='{v}']",
    }
    return templates.get(field, templates["sku"]).format(v=value)


@app.route("/catalog/find")
def find_product():
    field = request.args.get("by", "sku")
    value = request.args.get("value", "")
    nodes = CATALOG.xpath(find_expression(field, value))
    if not nodes:
        abort(404)
    return jsonify([{"sku": n.get("sku"), "name": n.findtext("name")} for n in nodes])
