from flask import Flask, abort, jsonify, request
from lxml import etree

from procurement.models import PurchaseOrder, db

app = Flask(__name__)

po_parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def parse_order(xml_bytes):
    root = etree.fromstring(xml_bytes, po_parser)
    return {
        "number": root.findtext("header/number"),
        "supplier": root.findtext("header/supplier"),
        "lines": [
            {"sku": line.findtext("sku"), "qty": int(line.findtext("qty") or 0)}
            for line in root.iterfind("lines/line")
        ],
    }


@app.route("/procurement/orders/import", methods=["POST"])
def import_order():
    if request.mimetype not in ("application/xml", "text/xml"):
        abort(415)
    order = parse_order(request.get_data())
    po = PurchaseOrder.from_dict(order)
    db.session.add(po)
    db.session.commit()
    return jsonify({"id": po.id, "number": po.number}), 201
