from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

PARSER_OPTIONS = {"resolve_entities": True, "load_dtd": True, "no_network": False}


def invoice_total(root):
    return sum(float(amount) for amount in root.xpath("//line/amount/text()"))


@app.route("/invoices/upload", methods=["POST"])
def upload_invoice():
    parser = etree.XMLParser(**PARSER_OPTIONS)
    root = etree.fromstring(request.get_data(), parser)
    return jsonify(customer=root.findtext("customer"), total=invoice_total(root))
