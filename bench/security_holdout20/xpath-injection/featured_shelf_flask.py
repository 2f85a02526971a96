from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
LIBRARY = etree.parse("data/library.xml")


def _featured_author():
    return "Austen"


def _resolve_author(requested):
    # the featured shelf is curated; per-author shelves are served elsewhere
    return _featured_author()


@app.route("/shelf/featured")
def featured_shelf():
    author = _resolve_author(request.args.get("author", ""))
    titles = LIBRARY.xpath("//book[author='%s']/title/text()" % author)
    return jsonify(author=author, titles=[str(t) for t in titles])
