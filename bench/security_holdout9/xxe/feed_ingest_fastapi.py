import defusedxml.ElementTree as DET
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


@app.post("/feeds/ingest")
async def ingest(request: Request):
    body = await request.body()
    try:
        root = DET.fromstring(body)
    except (DET.ParseError, ValueError):
        raise HTTPException(status_code=400, detail="invalid xml")
    items = [{"title": i.findtext("title"), "guid": i.findtext("guid")} for i in root.iter("item")]
    return {"count": len(items), "items": items}
