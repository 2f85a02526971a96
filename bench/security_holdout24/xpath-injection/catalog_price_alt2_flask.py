from flask import Flask, abort, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


class PriceView(MethodView):
    query = "//product[@status='public' and @region='%s' and @sku='%s']"

    def get(self):
        region = request.args.get("region", "eu")
        sku = request.args.get("sku", "")
        matches = CATALOG.xpath(self.query % (region, sku))
        if not matches:
            abort(404)
        product = matches[0]
        return jsonify(
            sku=product.get("sku"),
            name=product.findtext("name"),
            price=product.findtext("price"),
        )


app.add_url_rule("/price", view_func=PriceView.as_view("price"))
