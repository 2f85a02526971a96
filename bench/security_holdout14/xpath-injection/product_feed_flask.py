from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
FEED = etree.parse("data/feed.xml")
QUERY = "//item[@category=$category and number(price) <= $max_price]"


@app.route("/feed/items")
def feed_items():
    category = request.args.get("category", "")
    try:
        max_price = float(request.args.get("max_price", "1e9"))
    except ValueError:
        return jsonify(error="max_price must be a number"), 400
    items = FEED.xpath(QUERY, category=category, max_price=max_price)
    return jsonify([{"id": i.get("id"), "title": i.findtext("title")} for i in items])
