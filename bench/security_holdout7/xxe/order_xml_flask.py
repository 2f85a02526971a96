import defusedxml
from defusedxml import ElementTree as DET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/orders/xml", methods=["POST"])
def import_order():
    payload = request.get_data()
    try:
        root = DET.fromstring(payload)
    except (DET.ParseError, defusedxml.DefusedXmlException) as exc:
        return jsonify(error=str(exc)), 400
    lines = []
    for item in root.iter("item"):
        lines.append({
            "sku": item.get("sku"),
            "qty": int(item.findtext("qty", default="1")),
        })
    return jsonify(order_id=root.get("id"), lines=lines), 201
