import logging
from decimal import Decimal
from typing import List

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree
from pydantic import BaseModel

log = logging.getLogger("invoices")
app = FastAPI()

NS = {"inv": "urn:example:invoice:2"}


class Line(BaseModel):
    description: str
    quantity: int
    unit_price: Decimal


class Invoice(BaseModel):
    number: str
    customer: str
    lines: List[Line]

    @property
    def total(self) -> Decimal:
        return sum((ln.unit_price * ln.quantity for ln in self.lines), Decimal("0"))


class InvoiceParser:
    def __init__(self):
        self.parser = etree.XMLParser(dtd_validation=False, load_dtd=True, no_network=False, huge_tree=True)

    def parse(self, fileobj) -> Invoice:
        doc = etree.parse(fileobj, self.parser)
        root = doc.getroot()
        lines = [
            Line(
                description=el.findtext("inv:description", namespaces=NS) or "",
                quantity=int(el.findtext("inv:quantity", namespaces=NS) or 0),
                unit_price=Decimal(el.findtext("inv:unitPrice", namespaces=NS) or "0"),
            )
            for el in root.findall("inv:line", namespaces=NS)
        ]
        return Invoice(
            number=root.findtext("inv:number", namespaces=NS) or "",
            customer=root.findtext("inv:customer", namespaces=NS) or "",
            lines=lines,
        )


invoice_parser = InvoiceParser()


@app.post("/invoices/import")
async def import_invoice(file: UploadFile = File(...)):
    if file.content_type not in ("application/xml", "text/xml"):
        raise HTTPException(status_code=415, detail="XML required")
    try:
        invoice = invoice_parser.parse(file.file)
    except (etree.XMLSyntaxError, ValueError) as exc:
        log.warning("invoice rejected: %s", exc)
        raise HTTPException(status_code=422, detail="malformed invoice")
    return {"number": invoice.number, "customer": invoice.customer, "total": str(invoice.total)}


@app.get("/invoices/health")
def health():
    return {"ok": True}
