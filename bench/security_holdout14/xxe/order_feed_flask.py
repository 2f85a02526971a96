from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from flask import Flask, jsonify, request

app = Flask(__name__)
MAX_BODY = 1024 * 1024


@app.route("/partners/orders", methods=["POST"])
def partner_orders():
    body = request.get_data()
    if len(body) > MAX_BODY:
        return jsonify(error="payload too large"), 413
    try:
        root = fromstring(body)
    except (ParseError, DefusedXmlException):
        return jsonify(error="rejected document"), 400
    orders = []
    for order in root.findall("order"):
        orders.append({"ref": order.get("ref"), "total": order.findtext("total")})
    return jsonify(received=len(orders), orders=orders)
