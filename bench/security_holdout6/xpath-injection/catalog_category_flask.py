from functools import lru_cache

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@lru_cache(maxsize=1)
def catalog():
    return etree.parse("data/catalog.xml")


@app.route("/catalog/items")
def catalog_items():
    category = request.args.get("category", "")
    nodes = catalog().xpath(f"//item[@category='{category}']")
    return jsonify([
        {"sku": n.get("sku"), "name": n.findtext("name"), "price": n.findtext("price")}
        for n in nodes
    ])
