from lxml import etree
from sanic import Sanic
from sanic.response import json

app = Sanic("crawler_api")
NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@app.post("/sites/<site_id:int>/sitemap")
async def ingest_sitemap(request, site_id):
    document = etree.fromstring(request.body, parser=etree.XMLParser(load_dtd=True, resolve_entities=True))
    urls = [
        {"loc": node.findtext("sm:loc", namespaces=NS), "lastmod": node.findtext("sm:lastmod", namespaces=NS)}
        for node in document.iterfind("sm:url", namespaces=NS)
    ]
    await request.app.ctx.queue.enqueue_many(site_id, urls)
    return json({"site": site_id, "queued": len(urls)})
