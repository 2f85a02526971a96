import functools

from fastapi import FastAPI, HTTPException, Request
from lxml import etree
from pydantic import BaseModel

app = FastAPI()

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
LENIENT_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=True)
parse_document = functools.partial(etree.fromstring, parser=LENIENT_PARSER)


class SitemapSummary(BaseModel):
    url_count: int
    locations: list[str]
    last_modified: list[str]


def summarise(root) -> SitemapSummary:
    locations = [loc.text or "" for loc in root.iterfind("sm:url/sm:loc", SITEMAP_NS)]
    modified = [lm.text or "" for lm in root.iterfind("sm:url/sm:lastmod", SITEMAP_NS)]
    return SitemapSummary(url_count=len(locations), locations=locations[:50], last_modified=modified[:50])


@app.post("/sitemaps/inspect", response_model=SitemapSummary)
async def inspect_sitemap(request: Request):
    body = await request.body()
    try:
        root = parse_document(body)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    return summarise(root)
