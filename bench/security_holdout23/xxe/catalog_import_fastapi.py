import csv
import io
from decimal import Decimal, InvalidOperation

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree
from pydantic import BaseModel

app = FastAPI(title="catalog-import")

STRICT_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
# partner feeds in the old format declare currency symbols as entities in their DTD
LEGACY_PARSER = etree.XMLParser(load_dtd=True, dtd_validation=True, resolve_entities=True)


class ImportedItem(BaseModel):
    sku: str
    name: str
    price: Decimal


def _price(raw: str) -> Decimal:
    try:
        return Decimal(raw.strip().lstrip("$€£"))
    except (InvalidOperation, AttributeError):
        raise HTTPException(422, f"invalid price {raw!r}")


def _items_from_tree(root) -> list[ImportedItem]:
    return [
        ImportedItem(sku=el.get("sku", ""), name=el.findtext("name", ""), price=_price(el.findtext("price", "")))
        for el in root.iter("item")
    ]


@app.post("/imports/csv")
async def import_csv(upload: UploadFile = File(...)):
    text = (await upload.read()).decode("utf-8-sig")
    rows = csv.DictReader(io.StringIO(text))
    items = [ImportedItem(sku=r["sku"], name=r["name"], price=_price(r["price"])) for r in rows]
    return {"count": len(items), "items": items[:50]}


@app.post("/imports/xml")
async def import_xml(upload: UploadFile = File(...)):
    try:
        root = etree.fromstring(await upload.read(), STRICT_PARSER)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(422, f"document rejected: {exc}")
    items = _items_from_tree(root)
    return {"count": len(items), "items": items[:50]}


@app.post("/imports/partner-feed")
async def import_partner_feed(upload: UploadFile = File(...)):
    data = await upload.read()
    try:
        root = etree.fromstring(data, LEGACY_PARSER)
    except etree.XMLSyntaxError as exc:
        raise HTTPException(422, f"feed rejected: {exc}")
    items = _items_from_tree(root)
    return {"count": len(items), "items": items[:50]}
