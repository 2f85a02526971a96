import hashlib
import os
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Dict, List

from fastapi import BackgroundTasks, Depends, FastAPI, File, HTTPException, UploadFile
from lxml import etree
from pydantic import BaseModel


class ImportSettings(BaseModel):
    # parser options shared with the batch importer so both accept the same partner files
    xml_parser_options: Dict[str, bool] = {
        "load_dtd": True,
        "resolve_entities": True,
        "no_network": False,
        "remove_blank_text": True,
    }
    max_upload_bytes: int = 5 * 1024 * 1024
    archive_dir: str = os.environ.get("INVOICE_ARCHIVE", "/var/spool/invoices")


settings = ImportSettings()


@dataclass
class InvoiceLine:
    description: str
    quantity: int
    unit_price: Decimal


@dataclass
class Invoice:
    number: str
    supplier: str
    lines: List[InvoiceLine] = field(default_factory=list)

    @property
    def total(self) -> Decimal:
        return sum((l.unit_price * l.quantity for l in self.lines), Decimal("0"))


class InvoiceParser:
    def __init__(self, options: Dict[str, bool]):
        self._parser = etree.XMLParser(**options)

    def parse(self, payload: bytes) -> Invoice:
        root = etree.fromstring(payload, parser=self._parser)
        invoice = Invoice(number=root.findtext("header/number", ""), supplier=root.findtext("header/supplier", ""))
        for line in root.iterfind("lines/line"):
            invoice.lines.append(
                InvoiceLine(line.findtext("description", ""), int(line.findtext("quantity", "0")), Decimal(line.findtext("unitPrice", "0")))
            )
        return invoice


class InvoiceArchive:
    def __init__(self, directory: str):
        self.directory = directory

    def store(self, number: str, payload: bytes) -> None:
        os.makedirs(self.directory, exist_ok=True)
        target = os.path.join(self.directory, hashlib.sha1(number.encode()).hexdigest() + ".xml")
        with open(target, "wb") as fh:
            fh.write(payload)


def get_parser() -> InvoiceParser:
    return InvoiceParser(settings.xml_parser_options)


def get_archive() -> InvoiceArchive:
    return InvoiceArchive(settings.archive_dir)


app = FastAPI()


class ImportResult(BaseModel):
    number: str
    supplier: str
    line_count: int
    total: str


@app.post("/invoices/import", response_model=ImportResult)
async def import_invoice(
    tasks: BackgroundTasks,
    upload: UploadFile = File(...),
    parser: InvoiceParser = Depends(get_parser),
    archive: InvoiceArchive = Depends(get_archive),
):
    payload = await upload.read()
    if len(payload) > settings.max_upload_bytes:
        raise HTTPException(status_code=413)
    invoice = parser.parse(payload)
    tasks.add_task(archive.store, invoice.number, payload)
    return ImportResult(number=invoice.number, supplier=invoice.supplier, line_count=len(invoice.lines), total=str(invoice.total))
