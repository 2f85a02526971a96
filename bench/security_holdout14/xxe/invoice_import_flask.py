from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

PARSER_OPTIONS = {"load_dtd": True, "resolve_entities": True, "no_network": False}


def parse_invoice(payload):
    parser = etree.XMLParser(**PARSER_OPTIONS)
    root = etree.fromstring(payload, parser)
    lines = []
    for line in root.iter("line"):
        lines.append({"sku": line.findtext("sku"), "qty": int(line.findtext("qty", "0"))})
    return root.findtext("customer"), lines


@app.route("/invoices/import", methods=["POST"])
def import_invoice():
    try:
        customer, lines = parse_invoice(request.get_data())
    except etree.XMLSyntaxError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(customer=customer, lines=lines)
