from decimal import Decimal

from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from flask import Flask, jsonify, request

from billing.store import save_credit_note

app = Flask(__name__)

NS = {"cn": "urn:example:creditnote:1.0"}


def parse_credit_note(raw: bytes) -> dict:
    doc = DefusedET.fromstring(raw)
    lines = [
        {"sku": ln.findtext("cn:sku", namespaces=NS), "amount": Decimal(ln.findtext("cn:amount", namespaces=NS))}
        for ln in doc.iterfind("cn:line", namespaces=NS)
    ]
    return {"number": doc.findtext("cn:number", namespaces=NS), "customer": doc.findtext("cn:customer", namespaces=NS), "lines": lines}


@app.route("/api/credit-notes", methods=["POST"])
def upload_credit_note():
    try:
        note = parse_credit_note(request.get_data())
    except DefusedXmlException:
        return jsonify({"error": "DTDs and entities are not accepted"}), 400
    note_id = save_credit_note(note)
    return jsonify({"id": note_id, "customer": note["customer"]}), 201
