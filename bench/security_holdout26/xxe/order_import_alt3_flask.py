from defusedxml import ElementTree as DefusedET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/orders/import", methods=["POST"])
def import_orders():
    uploaded = request.files["orders"]
    data = uploaded.read()
    root = DefusedET.fromstring(data)
    orders = [{"id": o.get("id"), "qty": o.findtext("qty")} for o in root.iter("order")]
    return jsonify({"imported": len(orders), "orders": orders})
