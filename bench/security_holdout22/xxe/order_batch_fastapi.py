from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


def sax_reader():
    reader = make_parser()
    reader.setFeature(feature_external_ges, True)
    return reader


@app.post("/orders/batch")
async def order_batch(request: Request):
    body = (await request.body()).decode("utf-8")
    orders = []
    events = pulldom.parseString(body, parser=sax_reader())
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "order":
            events.expandNode(node)
            orders.append(node.getAttribute("id"))
    return {"orders": orders}
