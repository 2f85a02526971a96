from defusedxml import ElementTree as DET
from defusedxml.common import DefusedXmlException
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


@app.post("/orders/import")
async def import_orders(request: Request):
    body = await request.body()
    try:
        root = DET.fromstring(body)
    except (DefusedXmlException, DET.ParseError):
        raise HTTPException(status_code=400, detail="invalid document")
    orders = [{"id": o.get("id"), "total": o.findtext("total")} for o in root.findall("order")]
    return {"orders": orders}
