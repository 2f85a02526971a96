from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def make_parser(validate):
    options = {"load_dtd": True, "resolve_entities": True, "dtd_validation": validate}
    return etree.XMLParser(**options)


@app.post("/orders/import")
def import_orders():
    payload = request.get_data()
    strict = request.args.get("strict") == "1"
    parser = make_parser(strict)
    root = etree.fromstring(payload, parser)
    orders = [{"id": o.get("id"), "note": o.findtext("note")} for o in root.iter("order")]
    return jsonify(orders)
