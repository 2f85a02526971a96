from xml.dom import minidom

from flask import Flask, request

app = Flask(__name__)


def order_ids(xml_bytes):
    document = minidom.parseString(xml_bytes)
    return [node.getAttribute("id") for node in document.getElementsByTagName("order")]


@app.post("/orders/bulk")
def bulk_orders():
    return {"ids": order_ids(request.data)}
