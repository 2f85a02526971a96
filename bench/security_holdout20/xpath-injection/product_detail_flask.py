from pathlib import Path

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse(str(Path(__file__).parent / "data" / "catalog.xml"))


@app.route("/products/detail", methods=["GET", "POST"])
def product_detail():
    sku = request.values.get("sku", "").strip()
    if not sku or len(sku) > 40:
        abort(400)
    matches = CATALOG.xpath("//product[@sku=$sku and @published='true']", sku=sku)
    if not matches:
        abort(404)
    product = matches[0]
    return jsonify(
        sku=product.get("sku"),
        name=product.findtext("name"),
        price=product.findtext("price"),
        stock=int(product.findtext("stock", default="0")),
    )


@app.get("/products/count")
def product_count():
    return jsonify(published=int(CATALOG.xpath("count(//product[@published='true'])")))
