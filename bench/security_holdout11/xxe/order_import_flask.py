from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def parse_order(xml_bytes):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    return etree.fromstring(xml_bytes, parser)


@app.route("/orders/import", methods=["POST"])
def import_order():
    root = parse_order(request.get_data())
    lines = [{"sku": ln.get("sku"), "qty": int(ln.get("qty", 1))} for ln in root.iter("line")]
    return jsonify(customer=root.findtext("customer"), lines=lines)
