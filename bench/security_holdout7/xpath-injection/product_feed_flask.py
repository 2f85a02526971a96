from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
FEED_PATH = "data/products.xml"


@app.route("/feed/products")
def product_feed():
    category = request.args.get("category", "")
    try:
        max_price = float(request.args.get("max_price", "1e9"))
    except ValueError:
        max_price = 1e9
    tree = etree.parse(FEED_PATH)
    nodes = tree.xpath(
        "//product[category=$cat and number(price) <= $limit]",
        cat=category,
        limit=max_price,
    )
    return jsonify([
        {"sku": n.get("sku"), "name": n.findtext("name"), "price": n.findtext("price")}
        for n in nodes
    ])
