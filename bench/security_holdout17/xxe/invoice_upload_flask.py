from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)


@app.post("/invoices/upload")
def upload_invoice():
    upload = request.files["invoice"]
    data = upload.read()
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    doc = etree.fromstring(data, parser)
    total = doc.findtext("total", default="0")
    customer = doc.findtext("customer/name", default="")
    return jsonify(customer=customer, total=total)
