import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Form

app = FastAPI()


class Envelope:
    def __init__(self, body):
        self._body = body

    def payload(self):
        return self._body


class TextCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.items = []

    def characters(self, content):
        if content.strip():
            self.items.append(content.strip())


@app.post("/soap/ingest")
def ingest(envelope: str = Form(...)):
    wrapped = Envelope(envelope)
    handler = TextCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(wrapped.payload().encode("utf-8")))
    return {"values": handler.items}
