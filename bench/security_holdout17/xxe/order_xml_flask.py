from defusedxml import ElementTree as DET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/orders/xml")
def create_order_from_xml():
    root = DET.fromstring(request.get_data())
    order = {
        "customer": root.findtext("customer/id"),
        "items": [
            {"sku": i.get("sku"), "qty": int(i.get("qty", "1"))}
            for i in root.findall("items/item")
        ],
    }
    return jsonify(order), 201
