import re

from fastapi import FastAPI, HTTPException
from lxml import etree

from app.config import settings

app = FastAPI()
SKU_RE = re.compile(r"^[A-Z0-9]{3,6}-[0-9]{2,8}$")

inventory = etree.parse(settings.inventory_xml)


def validate_sku(raw: str) -> str:
    sku = raw.strip().upper()
    if not SKU_RE.fullmatch(sku):
        raise HTTPException(status_code=422, detail="malformed SKU")
    return sku


@app.get("/inventory/{sku}")
def stock_level(sku: str):
    sku = validate_sku(sku)
    nodes = inventory.xpath(f"/inventory/item[@sku='{sku}']/stock")
    if not nodes:
        raise HTTPException(status_code=404, detail="unknown SKU")
    return {"sku": sku, "stock": int(nodes[0].text)}
