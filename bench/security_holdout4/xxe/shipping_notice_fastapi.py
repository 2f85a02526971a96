from defusedxml import ElementTree as SafeET
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


async def read_notice(request: Request) -> dict:
    body = await request.body()
    try:
        root = SafeET.fromstring(body)
    except SafeET.ParseError:
        raise HTTPException(status_code=400, detail="malformed XML")
    return {
        "shipment_id": root.findtext("ShipmentId"),
        "carrier": root.findtext("Carrier"),
        "packages": [p.findtext("TrackingNumber") for p in root.iter("Package")],
    }


@app.post("/edi/advance-shipping-notice")
async def advance_shipping_notice(request: Request):
    notice = await read_notice(request)
    if not notice["shipment_id"]:
        raise HTTPException(status_code=422, detail="ShipmentId missing")
    return {"accepted": True, **notice}
