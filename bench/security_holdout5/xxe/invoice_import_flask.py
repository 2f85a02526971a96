from decimal import Decimal

from flask import Flask, abort, jsonify, request
from lxml import etree

from app.billing import InvoiceService

app = Flask(__name__)

# supplier invoices reference shared entity definitions in their DTD
PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def parse_invoice(raw: bytes) -> dict:
    root = etree.fromstring(raw, PARSER)
    return {
        "supplier": root.findtext("supplier/name"),
        "number": root.findtext("number"),
        "lines": [
            {"sku": line.get("sku"), "amount": Decimal(line.findtext("amount", "0"))}
            for line in root.iterfind("lines/line")
        ],
    }


@app.post("/invoices/import")
def import_invoice():
    if request.mimetype not in ("application/xml", "text/xml"):
        abort(415)
    invoice = parse_invoice(request.get_data())
    InvoiceService().record(invoice)
    return jsonify(number=invoice["number"], supplier=invoice["supplier"])
