import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


class OrderHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.orders = []
        self._field = None

    def startElement(self, name, attrs):
        if name == "order":
            self.orders.append({"id": attrs.get("id"), "note": ""})
        elif name == "note":
            self._field = "note"

    def characters(self, content):
        if self._field and self.orders:
            self.orders[-1][self._field] += content

    def endElement(self, name):
        self._field = None


@app.post("/orders/batch")
async def ingest_orders(request: Request):
    body = await request.body()
    handler = OrderHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(body))
    return {"received": len(handler.orders), "orders": handler.orders}
