from functools import lru_cache

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)


@lru_cache(maxsize=1)
def catalog():
    return etree.parse("data/catalog.xml")


@app.route("/catalog/item")
def catalog_item():
    sku = request.args.get("sku", "")
    nodes = catalog().xpath("//item[@sku=$sku]", sku=sku)
    if not nodes:
        abort(404)
    item = nodes[0]
    return jsonify(sku=sku, name=item.findtext("name"), stock=item.findtext("stock"))
