from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def order_parser():
    return etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def read_order(payload):
    root = etree.fromstring(payload, order_parser())
    return {
        "customer": root.findtext("customer"),
        "lines": [(line.get("sku"), int(line.get("qty", "1"))) for line in root.iter("line")],
    }


@app.post("/orders/import")
def import_order():
    order = read_order(request.get_data())
    return jsonify(order), 201
