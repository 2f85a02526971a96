from defusedxml import ElementTree as DET
from defusedxml.common import DefusedXmlException
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
SM_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@app.post("/seo/sitemap/check")
async def check_sitemap(request: Request):
    body = await request.body()
    try:
        root = DET.fromstring(body)
    except (DET.ParseError, DefusedXmlException) as exc:
        raise HTTPException(status_code=400, detail="sitemap could not be parsed") from exc
    urls = [loc.text.strip() for loc in root.findall("sm:url/sm:loc", SM_NS) if loc.text]
    return {"count": len(urls), "sample": urls[:5]}
