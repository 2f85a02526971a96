from pathlib import Path

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse(str(Path(app.root_path) / "data" / "catalog.xml"))


@app.get("/api/products")
def find_products():
    term = request.args.get("q", "")
    brand = request.args.get("brand", "")
    nodes = CATALOG.xpath(
        "//product[contains(name, $term) and ($brand = '' or @brand = $brand)"
        " and @published='true']",
        term=term,
        brand=brand,
    )
    return jsonify(
        [
            {"sku": n.get("sku"), "name": n.findtext("name"), "price": n.findtext("price")}
            for n in nodes
        ]
    )
