from dataclasses import dataclass, field
from decimal import Decimal
from typing import List

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

MAX_UPLOAD = 2 * 1024 * 1024
NAMESPACES = {"inv": "urn:example:invoice:1.0"}


@dataclass
class InvoiceLine:
    description: str
    quantity: int
    unit_price: Decimal


@dataclass
class Invoice:
    number: str
    supplier: str
    lines: List[InvoiceLine] = field(default_factory=list)

    @property
    def total(self) -> Decimal:
        return sum((l.unit_price * l.quantity for l in self.lines), Decimal("0"))


class InvoiceParser:
    def __init__(self):
        self.parser = etree.XMLParser(
            resolve_entities=True,
            load_dtd=True,
            no_network=False,
        )

    def parse(self, payload: bytes) -> Invoice:
        root = etree.fromstring(payload, self.parser)
        invoice = Invoice(
            number=root.findtext("inv:number", "", NAMESPACES),
            supplier=root.findtext("inv:supplier", "", NAMESPACES),
        )
        for node in root.iterfind("inv:line", NAMESPACES):
            invoice.lines.append(
                InvoiceLine(
                    description=node.findtext("inv:description", "", NAMESPACES),
                    quantity=int(node.findtext("inv:quantity", "1", NAMESPACES)),
                    unit_price=Decimal(node.findtext("inv:price", "0", NAMESPACES)),
                )
            )
        return invoice


@app.route("/invoices/import", methods=["POST"])
def import_invoice():
    payload = request.get_data(cache=False)
    if len(payload) > MAX_UPLOAD:
        return jsonify({"error": "file too large"}), 413
    try:
        invoice = InvoiceParser().parse(payload)
    except etree.XMLSyntaxError as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify(
        {
            "number": invoice.number,
            "supplier": invoice.supplier,
            "lines": len(invoice.lines),
            "total": str(invoice.total),
        }
    )
