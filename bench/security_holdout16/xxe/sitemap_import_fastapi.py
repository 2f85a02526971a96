import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from fastapi import FastAPI, UploadFile

app = FastAPI()


class LocCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.urls: list[str] = []
        self._in_loc = False

    def startElement(self, name, attrs):
        self._in_loc = name == "loc"

    def characters(self, content):
        if self._in_loc and content.strip():
            self.urls.append(content.strip())


@app.post("/sitemaps/import")
async def import_sitemap(file: UploadFile):
    handler = LocCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(file.file)
    return {"count": len(handler.urls), "urls": handler.urls[:100]}
