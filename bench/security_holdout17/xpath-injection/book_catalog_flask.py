from urllib.parse import unquote

from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.get("/books/favourites")
def favourite_author_books():
    raw = request.cookies.get("fav_author", "")
    author = unquote(raw).strip()
    expr = "//book[author='%s']/title/text()" % author
    titles = CATALOG.xpath(expr)
    return jsonify(author=author, titles=[str(t) for t in titles])
