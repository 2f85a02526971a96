from datetime import date
from decimal import Decimal
from typing import List

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree
from pydantic import BaseModel

app = FastAPI()

XML_PARSER_OPTIONS = {
    "load_dtd": True,
    "resolve_entities": True,
    "no_network": False,
    "huge_tree": False,
}


class OrderLine(BaseModel):
    sku: str
    quantity: int
    unit_price: Decimal


class Order(BaseModel):
    reference: str
    order_date: date
    lines: List[OrderLine]


class OrderXmlReader:
    def __init__(self):
        self.parser = etree.XMLParser(**XML_PARSER_OPTIONS)

    def read(self, payload: bytes) -> Order:
        root = etree.fromstring(payload, parser=self.parser)
        lines = [
            OrderLine(
                sku=line.findtext("sku"),
                quantity=int(line.findtext("quantity", "0")),
                unit_price=Decimal(line.findtext("price", "0")),
            )
            for line in root.iterfind("lines/line")
        ]
        return Order(
            reference=root.get("ref", ""),
            order_date=date.fromisoformat(root.findtext("date")),
            lines=lines,
        )


reader = OrderXmlReader()


@app.post("/orders/import", response_model=Order)
async def import_order(file: UploadFile = File(...)):
    if file.content_type not in ("application/xml", "text/xml"):
        raise HTTPException(status_code=415, detail="XML upload expected")
    payload = await file.read()
    try:
        return reader.read(payload)
    except (etree.XMLSyntaxError, ValueError, TypeError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
