from pathlib import Path

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse(str(Path(app.root_path) / "data" / "catalog.xml"))


def product_summary(node):
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "price": node.findtext("price"),
    }


@app.get("/api/products")
def find_products():
    term = request.args.get("q", "")
    nodes = CATALOG.xpath(f"//product[contains(name, '{term}') and @published='true']")
    return jsonify([product_summary(n) for n in nodes])
