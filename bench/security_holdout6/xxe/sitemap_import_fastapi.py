from io import BytesIO

from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()
NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@app.post("/sitemaps/import")
async def import_sitemap(request: Request):
    body = await request.body()
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    tree = etree.parse(BytesIO(body), parser)
    urls = [loc.text for loc in tree.iterfind(".//sm:url/sm:loc", namespaces=NS)]
    return {"count": len(urls), "urls": urls[:100]}
