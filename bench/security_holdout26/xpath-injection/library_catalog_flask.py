from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.route("/catalog/search")
def search_catalog():
    title = request.args.get("title", "")
    bar = title[:64]
    expression = f"//book[title='{bar}']/author/text()"
    authors = CATALOG.xpath(expression)
    return jsonify({"authors": [str(a) for a in authors]})
