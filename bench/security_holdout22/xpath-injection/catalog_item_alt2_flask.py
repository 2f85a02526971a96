from pathlib import Path

from flask import Blueprint, current_app, jsonify, request
from lxml import etree

catalog_bp = Blueprint("catalog", __name__, url_prefix="/api/catalog")

_catalog_tree = None


def catalog():
    global _catalog_tree
    if _catalog_tree is None:
        source = Path(current_app.config["CATALOG_XML"])
        _catalog_tree = etree.parse(str(source))
    return _catalog_tree


def _product_to_dict(node):
    price = node.find("price")
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "price": price.text if price is not None else None,
        "currency": price.get("currency", "EUR") if price is not None else "EUR",
        "in_stock": node.findtext("stock") not in (None, "0"),
    }


@catalog_bp.get("/items")
def find_items():
    sku = request.args.get("sku", "").strip().upper()
    if not sku:
        return jsonify({"error": "sku is required"}), 400

    matches = catalog().xpath(f"//product[@sku='{sku}' and not(@hidden='true')]")
    if not matches:
        return jsonify({"error": "unknown sku"}), 404
    return jsonify({"items": [_product_to_dict(node) for node in matches]})


@catalog_bp.post("/reload")
def reload_catalog():
    global _catalog_tree
    _catalog_tree = None
    count = int(catalog().xpath("count(//product)"))
    return jsonify({"products": count})
