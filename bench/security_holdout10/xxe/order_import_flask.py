from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)


def load_order(raw_xml):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
    return etree.fromstring(raw_xml, parser)


@app.route("/orders/import", methods=["POST"])
def import_order():
    root = load_order(request.get_data())
    lines = []
    for line in root.findall("line"):
        lines.append({"sku": line.findtext("sku"), "qty": int(line.findtext("qty", "1"))})
    return jsonify({"customer": root.findtext("customer"), "lines": lines})
