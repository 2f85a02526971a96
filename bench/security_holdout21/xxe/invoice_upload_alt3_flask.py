from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)


@app.route("/invoices/upload", methods=["POST"])
def upload_invoice():
    body = request.get_data()
    parser = etree.XMLParser(resolve_entities=True, no_network=False, load_dtd=True)
    try:
        root = etree.fromstring(body, parser)
    except etree.XMLSyntaxError:
        return jsonify({"error": "malformed"}), 400
    total = root.findtext("total", default="0")
    return jsonify({"total": total})
