from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()
SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@app.post("/seo/sitemap")
async def upload_sitemap(file: UploadFile = File(...)):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    try:
        tree = etree.parse(file.file, parser)
    except etree.XMLSyntaxError:
        raise HTTPException(status_code=400, detail="invalid sitemap")
    urls = [loc.text for loc in tree.iterfind(".//sm:loc", SITEMAP_NS)]
    return {"count": len(urls), "sample": urls[:5]}
