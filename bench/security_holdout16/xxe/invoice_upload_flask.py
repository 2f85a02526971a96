from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/invoices/upload")
def upload_invoice():
    upload = request.files.get("invoice")
    if upload is None:
        return jsonify(error="missing file"), 400
    doc = etree.fromstring(upload.read(), PARSER)
    lines = [
        {"sku": li.get("sku"), "amount": li.findtext("amount")}
        for li in doc.iterfind(".//line")
    ]
    return jsonify(number=doc.findtext("number"), lines=lines)
