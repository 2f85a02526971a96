from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
parser = etree.XMLParser(load_dtd=True, resolve_entities=True)


@app.post("/invoices/import")
def import_invoice():
    body = request.get_data()
    if len(body) > 2_000_000:
        abort(413)
    if b"<!ENTITY" in body or b"SYSTEM" in body:
        abort(400, "document type declarations are not accepted")
    doc = etree.fromstring(body, parser)
    return jsonify(
        number=doc.findtext("number"),
        supplier=doc.findtext("supplier/name"),
        total=doc.findtext("total"),
    )
