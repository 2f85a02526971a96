from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

_catalog_cache = {}


class CatalogIndex:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def query(self, expression):
        return self.tree.xpath(expression)


def price_expression(sku):
    return f"/catalog/product[sku='{sku}']/price/text()"


def get_catalog():
    path = app.config.get("CATALOG_PATH", "data/catalog.xml")
    if path not in _catalog_cache:
        _catalog_cache[path] = CatalogIndex(path)
    return _catalog_cache[path]


@app.get("/products/price")
def product_price():
    sku = request.args.get("sku", "")
    prices = get_catalog().query(price_expression(sku))
    if not prices:
        abort(404)
    return jsonify({"sku": sku, "price": str(prices[0])})
