import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from fastapi import FastAPI, File, UploadFile

app = FastAPI()


class TitleCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles: list[str] = []
        self._buf: list[str] | None = None

    def startElement(self, name, attrs):
        self._buf = [] if name == "title" else self._buf

    def characters(self, content):
        if self._buf is not None:
            self._buf.append(content)

    def endElement(self, name):
        if name == "title" and self._buf is not None:
            self.titles.append("".join(self._buf).strip())
            self._buf = None


@app.post("/feeds/import")
async def import_feed(upload: UploadFile = File(...)):
    raw = await upload.read()
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(raw))
    return {"count": len(handler.titles), "titles": handler.titles[:50]}
