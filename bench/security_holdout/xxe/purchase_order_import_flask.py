from defusedxml import ElementTree
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/purchase-orders/import")
def import_purchase_order():
    root = ElementTree.fromstring(request.get_data())
    lines = [
        {"sku": line.findtext("sku"), "qty": int(line.findtext("qty") or 0)}
        for line in root.iterfind("line")
    ]
    return jsonify({"po": root.findtext("number"), "supplier": root.findtext("supplier"), "lines": lines})
