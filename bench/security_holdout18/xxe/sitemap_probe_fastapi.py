from defusedxml import ElementTree as DET
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
SM_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@app.post("/sitemaps/inspect")
async def inspect_sitemap(request: Request):
    payload = await request.body()
    try:
        root = DET.fromstring(payload)
    except DET.ParseError as exc:
        raise HTTPException(status_code=400, detail=f"invalid sitemap: {exc}")
    urls = [loc.text for loc in root.iter(f"{SM_NS}loc")]
    lastmods = [lm.text for lm in root.iter(f"{SM_NS}lastmod")]
    return {"count": len(urls), "sample": urls[:20], "newest": max(lastmods, default=None)}
