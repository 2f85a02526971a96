from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/catalog/parts.xml")


@app.route("/parts/lookup")
def lookup_part():
    sku = request.args.get("sku", "")
    if not sku:
        abort(400)
    matches = CATALOG.xpath(f"//part[sku='{sku}']")
    if not matches:
        abort(404)
    part = matches[0]
    return jsonify({
        "sku": part.findtext("sku"),
        "name": part.findtext("name"),
        "stock": int(part.findtext("stock") or 0),
        "supplier": part.findtext("supplier"),
    })
