from defusedxml import ElementTree as DET
from defusedxml.common import DefusedXmlException
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/webhooks/orders")
def order_webhook():
    payload = request.get_data(cache=False)
    try:
        root = DET.fromstring(payload)
    except (DET.ParseError, DefusedXmlException):
        return jsonify(error="rejected"), 400
    order = {
        "id": root.findtext("id"),
        "status": root.findtext("status"),
        "items": [i.get("sku") for i in root.findall("items/item")],
    }
    return jsonify(received=order)
