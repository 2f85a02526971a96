import xml.sax
from xml.dom import pulldom

from flask import Flask, request

app = Flask(__name__)


def order_ids(xml_bytes):
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(xml.sax.handler.feature_external_ges, True)
    events = pulldom.parseString(xml_bytes.decode(), parser=sax_parser)
    ids = []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "order":
            ids.append(node.getAttribute("id"))
    return ids


@app.post("/orders/bulk")
def bulk_orders():
    return {"ids": order_ids(request.data)}
