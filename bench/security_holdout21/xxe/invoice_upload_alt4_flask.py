import logging
from decimal import Decimal, InvalidOperation

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024
log = logging.getLogger("invoices")

UBL_NS = {
    "inv": "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    "cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
}
ACCEPTED_TYPES = {"application/xml", "text/xml"}


def build_parser():
    return etree.XMLParser(
        load_dtd=True,
        resolve_entities=True,
        no_network=False,
        remove_blank_text=True,
    )


def money(text):
    try:
        return Decimal(text)
    except (InvalidOperation, TypeError):
        return None


@app.post("/invoices/upload")
def upload_invoice():
    if request.mimetype not in ACCEPTED_TYPES:
        abort(415)
    payload = request.get_data()
    try:
        root = etree.fromstring(payload, build_parser())
    except etree.XMLSyntaxError as exc:
        log.info("rejected invoice upload: %s", exc)
        abort(400, description="malformed invoice")
    number = root.findtext("cbc:ID", namespaces=UBL_NS)
    total = money(root.findtext(".//cbc:PayableAmount", namespaces=UBL_NS))
    supplier = root.findtext(".//cbc:RegistrationName", namespaces=UBL_NS)
    if not number or total is None:
        abort(422, description="invoice number and total are required")
    log.info("invoice %s from %s received", number, supplier)
    return jsonify({"number": number, "supplier": supplier, "total": str(total)}), 201


@app.errorhandler(400)
@app.errorhandler(422)
def client_error(err):
    return jsonify({"error": err.description}), err.code
