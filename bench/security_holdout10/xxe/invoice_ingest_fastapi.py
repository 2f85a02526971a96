import logging
from datetime import date
from decimal import Decimal
from typing import List

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree
from pydantic import BaseModel

log = logging.getLogger("ingest")
app = FastAPI()

NS = {"inv": "urn:example:invoice:2"}


class Line(BaseModel):
    description: str
    amount: Decimal


class Invoice(BaseModel):
    number: str
    issued: date
    supplier: str
    lines: List[Line]

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal("0"))


class InvoiceParser:
    def __init__(self):
        self.parser = etree.XMLParser(load_dtd=True, no_network=False, huge_tree=True)

    def parse(self, payload: bytes) -> Invoice:
        root = etree.fromstring(payload, self.parser)
        lines = [
            Line(description=el.findtext("inv:desc", "", NS), amount=Decimal(el.findtext("inv:amount", "0", NS)))
            for el in root.iterfind("inv:line", NS)
        ]
        return Invoice(
            number=root.findtext("inv:number", "", NS),
            issued=date.fromisoformat(root.findtext("inv:issued", "1970-01-01", NS)),
            supplier=root.findtext("inv:supplier", "", NS),
            lines=lines,
        )


invoice_parser = InvoiceParser()
RECEIVED: List[Invoice] = []


@app.post("/invoices", status_code=201)
async def ingest(upload: UploadFile = File(...)):
    if upload.content_type not in ("application/xml", "text/xml"):
        raise HTTPException(status_code=415, detail="XML required")
    payload = await upload.read()
    try:
        invoice = invoice_parser.parse(payload)
    except (etree.XMLSyntaxError, ValueError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    RECEIVED.append(invoice)
    log.info("invoice %s from %s total %s", invoice.number, invoice.supplier, invoice.total)
    return {"number": invoice.number, "total": str(invoice.total)}


@app.get("/invoices")
def list_invoices():
    return [{"number": i.number, "supplier": i.supplier, "total": str(i.total)} for i in RECEIVED]
