from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

XML_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


def order_from_node(node):
    return {
        "ref": node.get("ref"),
        "customer": node.findtext("customer"),
        "total": node.findtext("total"),
    }


@app.post("/api/orders/import")
def import_orders():
    if request.mimetype not in ("application/xml", "text/xml"):
        abort(415)
    root = etree.fromstring(request.get_data(), XML_PARSER)
    orders = [order_from_node(n) for n in root.iterfind("order")]
    return jsonify(imported=len(orders), orders=orders)
