import logging
import os
import threading

from flask import Flask, abort, jsonify, request
from lxml import etree

log = logging.getLogger("inventory")
app = Flask(__name__)

INVENTORY_PATH = os.environ.get("INVENTORY_XML", "/srv/inventory.xml")
_lock = threading.Lock()
_doc = None

BY_WAREHOUSE = etree.XPath("/inventory/item[warehouse=$wh]")
BY_WAREHOUSE_AND_SKU = etree.XPath("/inventory/item[warehouse=$wh and @sku=$sku]")


def document():
    global _doc
    with _lock:
        if _doc is None:
            parser = etree.XMLParser(resolve_entities=False)
            _doc = etree.parse(INVENTORY_PATH, parser)
        return _doc


def serialize(item):
    return {
        "sku": item.get("sku"),
        "name": item.findtext("name"),
        "qty": int(item.findtext("qty") or 0),
        "warehouse": item.findtext("warehouse"),
    }


@app.route("/inventory/reload", methods=["POST"])
def reload_inventory():
    global _doc
    with _lock:
        _doc = None
    document()
    return jsonify(reloaded=True)


@app.route("/inventory")
def stock():
    warehouse = request.args.get("warehouse")
    sku = request.args.get("sku")
    if not warehouse:
        abort(400)
    if sku:
        items = BY_WAREHOUSE_AND_SKU(document(), wh=warehouse, sku=sku)
    else:
        items = BY_WAREHOUSE(document(), wh=warehouse)
    log.info("inventory lookup for %s returned %d items", warehouse, len(items))
    return jsonify([serialize(i) for i in items])
