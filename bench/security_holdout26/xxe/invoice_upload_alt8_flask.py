from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/invoices/upload", methods=["POST"])
def upload_invoice():
    body = request.get_data()
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    doc = etree.fromstring(body, parser)
    total = doc.findtext("total", default="0")
    customer = doc.findtext("customer", default="")
    return jsonify({"customer": customer, "total": total})
