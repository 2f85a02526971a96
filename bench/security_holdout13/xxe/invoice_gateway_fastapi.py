from decimal import Decimal
from typing import Dict

from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI(title="invoice-gateway")
RECEIVED: Dict[str, dict] = {}
NS = {"inv": "urn:example:invoice:2"}


def _parser():
    return etree.XMLParser(resolve_entities=True, no_network=False, huge_tree=True)


@app.get("/health")
def health():
    return {"ok": True}


@app.post("/invoices")
async def receive_invoice(request: Request):
    if "xml" not in request.headers.get("content-type", ""):
        raise HTTPException(status_code=415)
    raw = await request.body()
    doc = etree.fromstring(raw, parser=_parser())
    number = doc.findtext("inv:Number", namespaces=NS)
    if not number:
        raise HTTPException(status_code=422, detail="missing number")
    total = Decimal(doc.findtext("inv:Total", default="0", namespaces=NS))
    RECEIVED[number] = {
        "supplier": doc.findtext("inv:Supplier", namespaces=NS),
        "total": str(total),
    }
    return {"accepted": number}


@app.get("/invoices/{number}")
def get_invoice(number: str):
    if number not in RECEIVED:
        raise HTTPException(status_code=404)
    return RECEIVED[number]


@app.get("/invoices")
def list_invoices():
    return sorted(RECEIVED)
