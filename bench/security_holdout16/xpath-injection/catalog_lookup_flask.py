from pathlib import Path

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse(str(Path(__file__).with_name("catalog.xml")))


@app.get("/books")
def find_book():
    isbn = request.args.get("isbn", "")
    shelf = request.args.get("shelf")
    expr = f"//book[@isbn='{isbn}']"
    if shelf:
        expr += f"[@shelf='{shelf}']"
    nodes = CATALOG.xpath(expr)
    if not nodes:
        abort(404)
    return jsonify([{"title": n.findtext("title"), "author": n.findtext("author")} for n in nodes])
