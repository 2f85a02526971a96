from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


class Upload:
    def __init__(self, payload):
        self.payload = payload


@app.route("/invoices/upload", methods=["POST"])
def upload_invoice():
    upload = Upload(request.get_data())
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    doc = etree.fromstring(upload.payload, parser)
    return jsonify(
        customer=doc.findtext("customer/name"),
        total=doc.findtext("total"),
    )
