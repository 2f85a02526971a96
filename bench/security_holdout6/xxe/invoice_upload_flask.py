from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/invoices/upload", methods=["POST"])
def upload_invoice():
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    root = etree.fromstring(request.get_data(), parser)
    return jsonify(
        number=root.findtext("number"),
        customer=root.findtext("customer/name"),
        total=root.findtext("total"),
    )
