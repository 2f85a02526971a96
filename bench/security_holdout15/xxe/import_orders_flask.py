from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def order_parser():
    return etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


@app.post("/orders/import")
def import_orders():
    payload = request.get_data()
    root = etree.fromstring(payload, order_parser())
    orders = []
    for node in root.iter("order"):
        orders.append({"id": node.get("id"), "customer": node.findtext("customer"), "total": node.findtext("total")})
    return jsonify({"imported": len(orders), "orders": orders})
