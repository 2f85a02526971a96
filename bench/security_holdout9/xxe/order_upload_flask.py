from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def make_parser():
    return etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


@app.route("/orders/upload", methods=["POST"])
def upload_order():
    raw = request.get_data()
    if not raw:
        return jsonify(error="empty body"), 400
    root = etree.fromstring(raw, parser=make_parser())
    lines = [{"sku": l.get("sku"), "qty": l.findtext("qty")} for l in root.iter("line")]
    return jsonify(customer=root.findtext("customer"), lines=lines)
