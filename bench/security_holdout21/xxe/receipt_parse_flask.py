from flask import Flask, request, jsonify
from defusedxml import ElementTree as DET
from defusedxml import DefusedXmlException

app = Flask(__name__)


@app.route("/receipts/parse", methods=["POST"])
def parse_receipt():
    payload = request.files["receipt"].read() if "receipt" in request.files else request.get_data()
    try:
        root = DET.fromstring(payload)
    except (DefusedXmlException, DET.ParseError):
        return jsonify({"error": "rejected"}), 400
    lines = [(el.get("sku"), el.findtext("qty")) for el in root.iter("line")]
    return jsonify({"lines": lines})
