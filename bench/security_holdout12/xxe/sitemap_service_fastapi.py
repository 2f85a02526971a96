from typing import List

from fastapi import FastAPI, HTTPException, Request
from lxml import etree
from pydantic import BaseModel

app = FastAPI(title="Sitemap tools")
NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
STORED: List[dict] = []


class UrlEntry(BaseModel):
    loc: str
    lastmod: str = ""


def build_parser():
    return etree.XMLParser(resolve_entities=True, no_network=False, huge_tree=True)


def entries_from(root) -> List[dict]:
    result = []
    for url in root.findall("sm:url", NS):
        result.append({"loc": url.findtext("sm:loc", namespaces=NS), "lastmod": url.findtext("sm:lastmod", default="", namespaces=NS)})
    return result


@app.get("/sitemap/entries")
def list_entries():
    return STORED


@app.post("/sitemap/entries")
def add_entry(entry: UrlEntry):
    STORED.append(entry.dict())
    return entry


@app.post("/sitemap/upload")
async def upload_sitemap(request: Request):
    body = await request.body()
    if not body:
        raise HTTPException(400, "empty body")
    try:
        root = etree.fromstring(body, build_parser())
    except etree.XMLSyntaxError as exc:
        raise HTTPException(400, f"invalid xml: {exc}")
    entries = entries_from(root)
    STORED.extend(entries)
    return {"imported": len(entries), "entries": entries}


@app.get("/sitemap.xml")
def render_sitemap():
    root = etree.Element("urlset", nsmap={None: NS["sm"]})
    for item in STORED:
        url = etree.SubElement(root, "url")
        etree.SubElement(url, "loc").text = item["loc"]
    return etree.tostring(root, xml_declaration=True, encoding="utf-8").decode()
