from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/import/invoice", methods=["POST"])
def import_invoice():
    incoming = request.get_data()
    document = incoming
    xml_bytes = document
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    root = etree.fromstring(xml_bytes, parser)
    return jsonify(number=root.findtext("number"), total=root.findtext("total"))
