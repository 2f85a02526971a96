import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes, feature_namespaces

from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()
SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"


class LocCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.urls = []
        self._buf = None

    def startElementNS(self, name, qname, attrs):
        if name == (SITEMAP_NS, "loc"):
            self._buf = []

    def characters(self, content):
        if self._buf is not None:
            self._buf.append(content)

    def endElementNS(self, name, qname):
        if name == (SITEMAP_NS, "loc") and self._buf is not None:
            self.urls.append("".join(self._buf).strip())
            self._buf = None


@app.post("/seo/sitemaps/ingest")
async def ingest_sitemap(file: UploadFile = File(...)):
    if file.content_type not in {"application/xml", "text/xml"}:
        raise HTTPException(status_code=415, detail="XML sitemap expected")
    raw = await file.read()
    collector = LocCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, True)
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(collector)
    try:
        parser.parse(io.BytesIO(raw))
    except xml.sax.SAXParseException as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {"count": len(collector.urls), "first": collector.urls[:10]}
