import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


class TitleCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"
        if self._in_title:
            self.titles.append("")

    def characters(self, content):
        if self._in_title:
            self.titles[-1] += content

    def endElement(self, name):
        self._in_title = False


@app.post("/feeds/ingest")
async def ingest_feed(request: Request):
    body = await request.body()
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(body))
    return {"titles": handler.titles}
