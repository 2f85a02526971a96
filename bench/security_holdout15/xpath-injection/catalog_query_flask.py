from flask import Blueprint, jsonify, request
from flask.views import MethodView
from lxml import etree

catalog_bp = Blueprint("catalog", __name__)


class ProductCatalog:
    def __init__(self, path="data/catalog.xml"):
        self.tree = etree.parse(path)

    def by_sku(self, sku):
        expr = f"//product[@sku='{sku}' and @published='true']"
        return [
            {"sku": p.get("sku"), "name": p.findtext("name"), "price": p.findtext("price")}
            for p in self.tree.xpath(expr)
        ]


class ProductView(MethodView):
    catalog = ProductCatalog()

    def get(self):
        return jsonify(self.catalog.by_sku(request.args.get("sku", "")))


catalog_bp.add_url_rule("/products", view_func=ProductView.as_view("products"))
