from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/invoices/upload", methods=["POST"])
def upload_invoice():
    raw = request.get_data()
    if not raw:
        return jsonify(error="empty body"), 400
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    try:
        root = etree.fromstring(raw, parser)
    except etree.XMLSyntaxError as exc:
        return jsonify(error=str(exc)), 400
    invoice = {
        "number": root.findtext("number"),
        "customer": root.findtext("customer/name"),
        "total": root.findtext("total"),
        "lines": len(root.findall("lines/line")),
    }
    return jsonify(invoice)
