from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/invoices/upload", methods=["POST"])
def invoice_upload():
    payload = request.get_data()
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    root = etree.fromstring(payload, parser)
    lines = []
    for line in root.iter("line"):
        lines.append({"sku": line.findtext("sku"), "qty": int(line.findtext("qty", "0"))})
    return jsonify({"invoice": root.findtext("number"), "lines": lines})
