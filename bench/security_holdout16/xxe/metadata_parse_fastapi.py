import io
import xml.sax
from xml.parsers.expat import ExpatError
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes

from defusedxml import minidom as defused_minidom
from defusedxml.common import DefusedXmlException
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
MAX_BYTES = 512 * 1024


class TitleCounter(ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        if name == "title":
            self.count += 1


async def read_body(request: Request) -> bytes:
    body = await request.body()
    if len(body) > MAX_BYTES:
        raise HTTPException(status_code=413)
    return body


@app.post("/metadata/parse")
async def parse_metadata(request: Request):
    body = await read_body(request)
    try:
        doc = defused_minidom.parseString(body)
    except (DefusedXmlException, ExpatError) as exc:
        raise HTTPException(status_code=400, detail=type(exc).__name__)
    record = doc.documentElement
    fields = {}
    for node in record.childNodes:
        if node.nodeType == node.ELEMENT_NODE and node.firstChild is not None:
            fields[node.tagName] = (node.firstChild.nodeValue or "").strip()
    return {"root": record.tagName, "fields": fields}


@app.post("/metadata/count-titles")
async def count_titles(request: Request):
    body = await read_body(request)
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    handler = TitleCounter()
    parser.setContentHandler(handler)
    try:
        parser.parse(io.BytesIO(body))
    except xml.sax.SAXParseException as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return {"titles": handler.count}
