import base64

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


@app.route("/catalog/search")
def catalog_search():
    raw = request.args.get("title", "")
    try:
        # the storefront sends titles base64url-encoded; older links are plain text
        title = base64.urlsafe_b64decode(raw.encode()).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        title = raw
    nodes = CATALOG.xpath("//book[title='" + title + "']/@id")
    return jsonify(ids=[str(n) for n in nodes])
