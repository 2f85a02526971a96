from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG_PATH = "data/catalog.xml"


@app.route("/books")
def books_by_author():
    author = request.args.get("author", "")
    year = request.args.get("year")
    expr = f"//book[author='{author}']"
    if year:
        expr = f"//book[author='{author}' and @year='{year}']"
    tree = etree.parse(CATALOG_PATH)
    nodes = tree.xpath(expr)
    return jsonify([
        {"title": n.findtext("title"), "year": n.get("year")} for n in nodes
    ])
