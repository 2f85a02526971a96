from decimal import Decimal

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
# supplier files reference shared DTDs for their entity definitions
PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def parse_invoice(node):
    return {
        "number": node.findtext("number"),
        "customer": node.findtext("customer/name"),
        "total": str(Decimal(node.findtext("total", "0"))),
    }


@app.post("/imports/invoices")
def import_invoices():
    upload = request.files.get("file")
    if upload is None:
        abort(400, "file is required")
    doc = etree.fromstring(upload.read(), PARSER)
    invoices = [parse_invoice(n) for n in doc.iter("invoice")]
    return jsonify({"imported": len(invoices), "preview": invoices[:10]})
