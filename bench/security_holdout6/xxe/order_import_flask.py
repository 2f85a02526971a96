from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@app.route("/orders/import", methods=["POST"])
def import_orders():
    try:
        root = DefusedET.fromstring(request.get_data())
    except (DefusedET.ParseError, DefusedXmlException):
        abort(400)
    orders = [
        {"id": o.get("id"), "sku": o.findtext("sku"), "qty": int(o.findtext("qty", "0"))}
        for o in root.iter("order")
    ]
    return jsonify({"count": len(orders), "orders": orders})
