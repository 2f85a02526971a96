from urllib.parse import parse_qs

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.route("/catalog/search")
def search_catalog():
    raw = request.query_string.decode("utf-8")
    params = parse_qs(raw)
    title = params.get("title", [""])[0]
    expr = f"/catalog/book[title='{title}']/price/text()"
    prices = CATALOG.xpath(expr)
    return jsonify(prices=[str(p) for p in prices])
