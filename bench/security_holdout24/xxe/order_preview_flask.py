from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from flask import Flask, jsonify, request
from xml.etree.ElementTree import ParseError

app = Flask(__name__)

ORDER_NS = {"ord": "urn:example:order:3"}


def order_summary(root) -> dict:
    fields = {"number": "ord:Number", "customer": "ord:Buyer/ord:Name", "total": "ord:Total"}
    return {key: root.findtext(path, namespaces=ORDER_NS) for key, path in fields.items()}


@app.post("/orders/preview")
def preview_order():
    payload = request.get_data()
    if not payload.lstrip().startswith(b"<"):
        return jsonify(error="expected an XML document"), 415
    try:
        root = DefusedET.fromstring(payload, forbid_dtd=True)
    except (ParseError, DefusedXmlException) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(order_summary(root))
