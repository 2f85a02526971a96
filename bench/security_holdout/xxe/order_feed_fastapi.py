import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


class OrderHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.orders, self._buf = [], []

    def characters(self, content):
        self._buf.append(content)

    def endElement(self, name):
        if name == "orderId":
            self.orders.append("".join(self._buf).strip())
        self._buf = []


@app.post("/feeds/orders")
async def ingest_orders(request: Request):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    handler = OrderHandler()
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(await request.body()))
    return {"orders": handler.orders}
