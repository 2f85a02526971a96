from xml.etree.ElementTree import ParseError

from defusedxml import ElementTree as DET
from defusedxml.common import DefusedXmlException
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/orders/xml", methods=["POST"])
def import_order():
    if request.content_length and request.content_length > 512 * 1024:
        return jsonify(error="order too large"), 413
    try:
        root = DET.fromstring(request.data)
    except (ParseError, DefusedXmlException) as exc:
        return jsonify(error=str(exc)), 400
    lines = []
    for line in root.findall("./items/item"):
        lines.append({"sku": line.get("sku"), "qty": int(line.findtext("qty", "1"))})
    return jsonify(order=root.get("id"), customer=root.findtext("customer"), lines=lines)
