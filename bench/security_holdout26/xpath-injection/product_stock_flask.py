from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

_catalog_cache = {}


class CatalogIndex:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def query(self, expression, variables):
        return self.tree.xpath(expression, **variables)


def stock_expression(sku):
    return "/catalog/product[sku=$sku]/stock/text()", {"sku": sku}


def get_catalog():
    path = app.config.get("CATALOG_PATH", "data/catalog.xml")
    if path not in _catalog_cache:
        _catalog_cache[path] = CatalogIndex(path)
    return _catalog_cache[path]


@app.get("/products/stock")
def product_stock():
    sku = request.args.get("sku", "")
    expression, variables = stock_expression(sku)
    levels = get_catalog().query(expression, variables)
    if not levels:
        abort(404)
    return jsonify({"sku": sku, "stock": int(levels[0])})
