from flask import Flask, abort, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)
INVENTORY = etree.parse("data/inventory.xml")


class StockView(MethodView):
    query = "//product[@status='public' and @region=$region and @sku=$sku]"

    def get(self):
        lookup = {
            "region": request.args.get("region", "eu"),
            "sku": request.args.get("sku", ""),
        }
        matches = INVENTORY.xpath(self.query, **lookup)
        if not matches:
            abort(404)
        product = matches[0]
        return jsonify(
            sku=product.get("sku"),
            name=product.findtext("name"),
            on_hand=int(product.findtext("stock", "0")),
        )


app.add_url_rule("/stock", view_func=StockView.as_view("stock"))
