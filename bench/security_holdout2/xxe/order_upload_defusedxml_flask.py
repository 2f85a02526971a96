from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from flask import Flask, abort, jsonify, request

from shop.orders import queue_order

app = Flask(__name__)


@app.post("/api/orders/upload")
def upload_orders():
    if request.mimetype not in ("application/xml", "text/xml"):
        abort(415)
    try:
        root = fromstring(request.get_data())
    except (ParseError, DefusedXmlException):
        abort(400, "malformed order document")
    accepted = []
    for node in root.iter("order"):
        accepted.append(queue_order(node.get("ref"), node.findtext("customer"), node.findtext("total")))
    return jsonify(accepted=accepted)
