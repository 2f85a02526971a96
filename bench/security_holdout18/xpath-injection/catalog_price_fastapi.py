from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
CATALOG = etree.parse("catalog.xml").getroot()


def price_query(sku: str, currency: str) -> str:
    base = f"/catalog/product[@sku='{sku}']"
    return base + f"/price[@currency='{currency}']/text()"


@app.get("/products/{sku}/price")
def product_price(sku: str, currency: str = "EUR"):
    values = CATALOG.xpath(price_query(sku, currency.upper()))
    if not values:
        raise HTTPException(status_code=404, detail="unknown product")
    return {"sku": sku, "currency": currency.upper(), "prices": [str(v) for v in values]}
