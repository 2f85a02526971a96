from defusedxml import ElementTree as DET
from flask import Flask, jsonify, request

app = Flask(__name__)


def parse_document(data, forbid_dtd):
    return DET.fromstring(data, forbid_dtd=forbid_dtd)


@app.post("/shipments/import")
def import_shipments():
    payload = request.get_data()
    strict = request.args.get("strict") == "1"
    root = parse_document(payload, strict)
    shipments = [{"id": s.get("id"), "note": s.findtext("note")} for s in root.iter("shipment")]
    return jsonify(shipments)
