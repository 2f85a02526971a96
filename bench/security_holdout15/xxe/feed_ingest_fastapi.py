import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/feeds")


class TitleCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self._buf, self._in_title = [], [], False

    def startElement(self, name, attrs):
        self._in_title, self._buf = name == "title", []

    def characters(self, content):
        if self._in_title:
            self._buf.append(content)

    def endElement(self, name):
        if name == "title":
            self.titles.append("".join(self._buf).strip())
            self._in_title = False


@router.post("/ingest")
async def ingest(request: Request, handler: TitleCollector = Depends()):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(await request.body()))
    return {"titles": handler.titles}
