import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


class TitleCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False
        self._buf = []

    def startElement(self, name, attrs):
        if name == "title":
            self._in_title = True
            self._buf = []

    def characters(self, content):
        if self._in_title:
            self._buf.append(content)

    def endElement(self, name):
        if name == "title":
            self._in_title = False
            self.titles.append("".join(self._buf).strip())


@app.post("/feeds/preview")
async def preview_feed(request: Request):
    body = await request.body()
    handler = TitleCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    try:
        parser.parse(io.BytesIO(body))
    except xml.sax.SAXParseException as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"count": len(handler.titles), "titles": handler.titles[:25]}
