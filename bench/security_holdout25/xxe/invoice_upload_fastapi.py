import os
from datetime import date
from decimal import Decimal

from fastapi import Depends, FastAPI, File, HTTPException, UploadFile
from fastapi.security import HTTPBearer
from lxml import etree
from pydantic import BaseModel

app = FastAPI()
bearer = HTTPBearer()
MAX_UPLOAD = int(os.environ.get("INVOICE_MAX_BYTES", "2000000"))

INVOICE_PARSER = etree.XMLParser(
    remove_blank_text=True,
    load_dtd=True,
    resolve_entities=True,
    no_network=False,
)


class InvoiceLine(BaseModel):
    description: str
    amount: Decimal


class Invoice(BaseModel):
    number: str
    issued: date
    supplier: str
    lines: list[InvoiceLine]

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal("0"))


def text_of(root, path: str) -> str:
    value = root.findtext(path)
    if value is None:
        raise HTTPException(status_code=422, detail=f"missing {path}")
    return value.strip()


def parse_invoice(raw: bytes) -> Invoice:
    try:
        root = etree.fromstring(raw, INVOICE_PARSER)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(status_code=422, detail=str(exc)) from exc
    return Invoice(
        number=text_of(root, "number"),
        issued=date.fromisoformat(text_of(root, "issued")),
        supplier=text_of(root, "supplier/name"),
        lines=[
            InvoiceLine(description=el.findtext("description", ""), amount=Decimal(el.findtext("amount", "0")))
            for el in root.iterfind("lines/line")
        ],
    )


@app.get("/invoices/schema")
def invoice_schema():
    return Invoice.model_json_schema()


@app.post("/invoices")
async def upload_invoice(file: UploadFile = File(...), token=Depends(bearer)):
    raw = await file.read(MAX_UPLOAD + 1)
    if len(raw) > MAX_UPLOAD:
        raise HTTPException(status_code=413, detail="file too large")
    invoice = parse_invoice(raw)
    return {"number": invoice.number, "supplier": invoice.supplier, "total": str(invoice.total)}
