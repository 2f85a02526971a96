import defusedxml.ElementTree as ET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/invoices/import", methods=["POST"])
def invoice_import():
    payload = request.get_data()
    root = ET.fromstring(payload)
    lines = []
    for line in root.iter("line"):
        lines.append({"sku": line.findtext("sku"), "qty": int(line.findtext("qty", "0"))})
    return jsonify({"invoice": root.findtext("number"), "lines": lines})
