import io
import xml.sax
from xml.sax.handler import feature_external_ges, feature_external_pes

from fastapi import FastAPI, Request

app = FastAPI()


class ShipmentHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.tracking, self._buf = [], []

    def characters(self, content):
        self._buf.append(content)

    def endElement(self, name):
        if name == "trackingNumber":
            self.tracking.append("".join(self._buf).strip())
        self._buf = []


@app.post("/feeds/shipments")
async def ingest_shipments(request: Request):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    handler = ShipmentHandler()
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(await request.body()))
    return {"tracking": handler.tracking}
