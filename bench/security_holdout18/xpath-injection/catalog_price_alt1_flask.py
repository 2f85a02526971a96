from xml.sax.saxutils import escape

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.get("/catalog/price")
def catalog_price():
    title = escape(request.args.get("title", "").strip())
    expr = "//book[@visibility='public' and title='%s']/price/text()" % title
    prices = CATALOG.xpath(expr)
    return jsonify(title=title, prices=[str(p) for p in prices])
