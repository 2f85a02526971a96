from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

PARSER_OPTIONS = {"resolve_entities": True, "load_dtd": True, "remove_blank_text": True}


def read_invoice(raw):
    parser = etree.XMLParser(**PARSER_OPTIONS)
    root = etree.fromstring(raw, parser)
    lines = [
        {"sku": line.findtext("sku"), "qty": line.findtext("qty"), "note": line.findtext("note")}
        for line in root.iter("line")
    ]
    return {"customer": root.findtext("customer"), "lines": lines}


@app.route("/invoices/import", methods=["POST"])
def import_invoice():
    invoice = read_invoice(request.get_data())
    return jsonify(invoice)
