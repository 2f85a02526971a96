import io
import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, Request

app = FastAPI()


class TextCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.chunks = []

    def characters(self, content):
        self.chunks.append(content)


@app.post("/sitemaps/check")
async def check_sitemap(request: Request):
    body = await request.body()
    handler = TextCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(body))
    urls = [token for token in "".join(handler.chunks).split() if token]
    return {"urls": urls[:100], "total": len(urls)}
