from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()
MAX_BODY = 1024 * 1024


@app.post("/config/import")
async def import_config(request: Request):
    body = await request.body()
    if len(body) > MAX_BODY:
        raise HTTPException(status_code=413, detail="document too large")
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    try:
        doc = etree.fromstring(body, parser=parser)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    settings = {
        el.get("name"): (el.text or "").strip()
        for el in doc.iter("setting")
        if el.get("name")
    }
    return {"imported": len(settings), "settings": settings}
