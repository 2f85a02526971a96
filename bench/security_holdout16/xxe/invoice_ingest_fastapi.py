from decimal import Decimal, InvalidOperation

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()
MAX_BYTES = 5 * 1024 * 1024
INVOICES: dict = {}


def reject_doctype(raw: bytes) -> None:
    head = raw[:1024]
    if b"<!DOCTYPE" in head or b"<!ENTITY" in head:
        raise HTTPException(status_code=400, detail="document type declarations are not accepted")


def parse_invoice(raw: bytes) -> dict:
    parser = etree.XMLParser(resolve_entities=True, no_network=True, recover=False)
    root = etree.fromstring(raw, parser)
    try:
        total = Decimal(root.findtext("total", "0"))
    except InvalidOperation:
        raise HTTPException(status_code=422, detail="total")
    return {
        "number": root.findtext("number", ""),
        "supplier": root.findtext("supplier/name", ""),
        "total": str(total),
        "lines": [ln.findtext("description", "") for ln in root.iterfind("lines/line")],
    }


@app.post("/invoices", status_code=201)
async def upload_invoice(file: UploadFile = File(...)):
    raw = await file.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="too large")
    reject_doctype(raw)
    try:
        invoice = parse_invoice(raw)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=400, detail=str(exc))
    INVOICES[invoice["number"]] = invoice
    return invoice


@app.get("/invoices/{number}")
def get_invoice(number: str):
    if number not in INVOICES:
        raise HTTPException(status_code=404)
    return INVOICES[number]


@app.get("/invoices")
def list_invoices():
    return {"numbers": sorted(INVOICES)}
