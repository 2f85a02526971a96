from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PARSER_OPTIONS = {"resolve_entities": True, "load_dtd": True, "no_network": False, "huge_tree": False}


@app.post("/invoices/import")
def import_invoice():
    invoice = parse_invoice(request.get_data())
    return jsonify({"imported": invoice["number"], "customer": invoice["customer"], "lines": len(invoice["lines"])})


def parse_invoice(raw: bytes):
    parser = etree.XMLParser(**PARSER_OPTIONS)
    root = etree.fromstring(raw, parser)
    return {
        "number": root.findtext("number"),
        "customer": root.findtext("customer/name"),
        "lines": [{"sku": ln.findtext("sku"), "qty": ln.findtext("qty")} for ln in root.iterfind("lines/line")],
    }
