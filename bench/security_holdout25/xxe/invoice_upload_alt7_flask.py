from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
NS = {"inv": "urn:example:invoice:2"}


def parse_invoice(raw: bytes):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False, huge_tree=True)
    return etree.fromstring(raw, parser)


@app.route("/invoices/upload", methods=["POST"])
def upload_invoice():
    upload = request.files.get("invoice")
    if upload is None or not upload.filename.lower().endswith(".xml"):
        abort(400)
    root = parse_invoice(upload.read())
    return jsonify({
        "number": root.findtext("inv:number", namespaces=NS),
        "supplier": root.findtext("inv:supplier/inv:name", namespaces=NS),
        "total": root.findtext("inv:total", namespaces=NS),
    })
