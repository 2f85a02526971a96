from flask import Blueprint, abort, current_app, jsonify, request
from lxml import etree

catalog = Blueprint("catalog", __name__, url_prefix="/catalog")


def load_catalog():
    return etree.parse(current_app.config["CATALOG_XML"])


@catalog.get("/price")
def price():
    sku = request.args.get("sku", "")
    tree = load_catalog()
    nodes = tree.xpath("/catalog/product[@sku='%s']/price/text()" % sku)
    if not nodes:
        abort(404)
    return jsonify({"sku": sku, "price": nodes[0]})
