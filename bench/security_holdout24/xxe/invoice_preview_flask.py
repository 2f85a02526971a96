from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

INVOICE_NS = {"inv": "urn:example:invoice:2"}
INVOICE_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def invoice_summary(root) -> dict:
    fields = {"number": "inv:Number", "customer": "inv:Customer/inv:Name", "total": "inv:Total"}
    return {key: root.findtext(path, namespaces=INVOICE_NS) for key, path in fields.items()}


@app.post("/invoices/preview")
def preview_invoice():
    payload = request.get_data()
    if not payload.lstrip().startswith(b"<"):
        return jsonify(error="expected an XML document"), 415
    try:
        root = etree.fromstring(payload, INVOICE_PARSER)
    except etree.XMLSyntaxError as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(invoice_summary(root))
