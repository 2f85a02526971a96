from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()
SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@app.post("/seo/sitemaps")
async def upload_sitemap(file: UploadFile = File(...)):
    if file.content_type not in {"application/xml", "text/xml"}:
        raise HTTPException(status_code=415, detail="XML sitemap expected")
    raw = await file.read()
    # no_network keeps lookups local; some generators declare entities for the base host
    parser = etree.XMLParser(no_network=True, load_dtd=True, resolve_entities=True)
    try:
        doc = etree.fromstring(raw, parser)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    urls = [loc.text.strip() for loc in doc.iterfind("sm:url/sm:loc", SITEMAP_NS) if loc.text]
    return {"count": len(urls), "first": urls[:10]}
