from decimal import Decimal

from flask import Blueprint, current_app, jsonify, request
from lxml import etree

from .auth import login_required
from .models import Invoice, db

bp = Blueprint("invoices", __name__, url_prefix="/invoices")

NS = {"inv": "urn:example:invoice:2.1"}

# vendors still send the old DTD-based format with shared entity files for addresses
PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, remove_blank_text=True)


class InvoiceFormatError(ValueError):
    pass


def parse_invoice(stream):
    try:
        doc = etree.parse(stream, PARSER)
    except etree.XMLSyntaxError as exc:
        raise InvoiceFormatError(str(exc)) from exc
    root = doc.getroot()
    lines = []
    for line in root.iterfind("inv:line", NS):
        lines.append(
            {
                "sku": line.findtext("inv:sku", namespaces=NS),
                "description": line.findtext("inv:description", namespaces=NS),
                "qty": int(line.findtext("inv:qty", default="1", namespaces=NS)),
                "price": Decimal(line.findtext("inv:price", default="0", namespaces=NS)),
            }
        )
    return {
        "number": root.findtext("inv:number", namespaces=NS),
        "supplier": root.findtext("inv:supplier/inv:name", namespaces=NS),
        "address": root.findtext("inv:supplier/inv:address", namespaces=NS),
        "lines": lines,
    }


@bp.post("/upload")
@login_required
def upload_invoice():
    upload = request.files.get("invoice")
    if upload is None or not upload.filename.lower().endswith(".xml"):
        return jsonify(error="attach an .xml invoice"), 400
    try:
        data = parse_invoice(upload.stream)
    except InvoiceFormatError as exc:
        current_app.logger.info("rejected invoice upload: %s", exc)
        return jsonify(error="could not read invoice"), 422

    invoice = Invoice(number=data["number"], supplier=data["supplier"], supplier_address=data["address"])
    for item in data["lines"]:
        invoice.add_line(**item)
    db.session.add(invoice)
    db.session.commit()
    return jsonify(id=invoice.id, supplier=invoice.supplier, address=invoice.supplier_address, total=str(invoice.total)), 201
