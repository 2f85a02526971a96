import defusedxml.ElementTree as DET
from defusedxml import DefusedXmlException
from flask import Flask, abort, jsonify, request

app = Flask(__name__)


class OrderDocument:
    def __init__(self, root):
        self.root = root

    @classmethod
    def from_bytes(cls, payload):
        return cls(DET.fromstring(payload))


@app.route("/orders/import", methods=["POST"])
def import_order():
    try:
        order = OrderDocument.from_bytes(request.get_data())
    except (DefusedXmlException, DET.ParseError):
        abort(400)
    lines = order.root.findall("line")
    return jsonify(order_id=order.root.get("id"), lines=len(lines))
