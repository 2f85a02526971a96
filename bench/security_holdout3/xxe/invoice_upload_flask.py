from decimal import Decimal

from flask import Flask, jsonify, request
from lxml import etree

from billing.store import save_invoice

app = Flask(__name__)

NS = {"inv": "urn:example:invoice:1.0"}


def parse_invoice(raw: bytes) -> dict:
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, remove_blank_text=True)
    doc = etree.fromstring(raw, parser)
    lines = [
        {"sku": ln.findtext("inv:sku", namespaces=NS), "amount": Decimal(ln.findtext("inv:amount", namespaces=NS))}
        for ln in doc.iterfind("inv:line", namespaces=NS)
    ]
    return {"number": doc.findtext("inv:number", namespaces=NS), "customer": doc.findtext("inv:customer", namespaces=NS), "lines": lines}


@app.route("/api/invoices", methods=["POST"])
def upload_invoice():
    if request.mimetype not in ("application/xml", "text/xml"):
        return jsonify({"error": "expected XML"}), 415
    invoice = parse_invoice(request.get_data())
    invoice_id = save_invoice(invoice)
    return jsonify({"id": invoice_id, "customer": invoice["customer"], "lines": len(invoice["lines"])}), 201
