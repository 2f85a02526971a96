import logging
import os
import threading

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
log = logging.getLogger("catalog")

CATALOG_PATH = os.environ.get("CATALOG_XML", "/srv/catalog/products.xml")


class Catalog:
    def __init__(self, path):
        self._path = path
        self._lock = threading.Lock()
        self._mtime = None
        self._tree = None

    def _load(self):
        mtime = os.path.getmtime(self._path)
        with self._lock:
            if self._tree is None or mtime != self._mtime:
                log.info("reloading catalog from %s", self._path)
                self._tree = etree.parse(self._path)
                self._mtime = mtime
        return self._tree

    def by_sku(self, sku):
        tree = self._load()
        return tree.xpath(f"//product[@sku='{sku}']")

    def categories(self):
        return sorted(set(self._load().xpath("//product/@category")))


catalog = Catalog(CATALOG_PATH)


def to_dict(node):
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "price": node.findtext("price"),
        "stock": int(node.findtext("stock") or 0),
    }


@app.get("/catalog/products")
def product_lookup():
    sku = request.args.get("sku", "").strip()
    if not sku:
        abort(400, description="sku is required")
    nodes = catalog.by_sku(sku)
    if not nodes:
        abort(404)
    return jsonify([to_dict(n) for n in nodes])


@app.get("/catalog/categories")
def categories():
    return jsonify(catalog.categories())
