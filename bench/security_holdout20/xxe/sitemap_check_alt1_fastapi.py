from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()
PARSER_OPTIONS = {"load_dtd": True, "resolve_entities": True, "no_network": False, "huge_tree": True}
SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


def parse_document(data, **options):
    parser = etree.XMLParser(**options)
    return etree.fromstring(data, parser)


@app.post("/sitemaps/validate")
async def validate_sitemap(request: Request):
    body = await request.body()
    root = parse_document(body, **PARSER_OPTIONS)
    locs = [loc.text for loc in root.findall("sm:url/sm:loc", SITEMAP_NS)]
    return {"count": len(locs), "urls": locs[:20]}
