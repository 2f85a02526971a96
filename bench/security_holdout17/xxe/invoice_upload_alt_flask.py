from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

INVOICE_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


@app.post("/invoices/import")
def import_invoice():
    root = etree.fromstring(request.get_data(), parser=INVOICE_PARSER)
    lines = [
        {"sku": item.findtext("sku"), "amount": item.findtext("amount")}
        for item in root.iterfind("line")
    ]
    return jsonify({"number": root.findtext("number"), "lines": lines})
