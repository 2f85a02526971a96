from defusedxml import ElementTree as DefusedET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/orders/xml", methods=["POST"])
def submit_order_xml():
    raw = request.get_data()
    try:
        root = DefusedET.fromstring(raw)
    except DefusedET.ParseError:
        return jsonify({"error": "malformed xml"}), 400
    items = [
        {"sku": item.get("sku"), "qty": int(item.get("qty", "1"))}
        for item in root.findall("./item")
    ]
    return jsonify({"customer": root.findtext("customer"), "items": items})
