import defusedxml.ElementTree as DET
from defusedxml import DefusedXmlException
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


@app.post("/orders/xml")
async def create_order(request: Request):
    payload = await request.body()
    try:
        root = DET.fromstring(payload)
    except (DefusedXmlException, DET.ParseError):
        raise HTTPException(status_code=400, detail="invalid document")
    lines = [
        {"sku": ln.get("sku"), "qty": int(ln.get("qty", "1"))} for ln in root.iter("line")
    ]
    return {"order": root.get("id"), "lines": lines}
