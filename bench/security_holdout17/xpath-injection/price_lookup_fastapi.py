from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()
PRICES = etree.fromstring(
    b"<prices><item sku='A1' region='eu'>9.99</item>"
    b"<item sku='B2' region='us'>4.50</item></prices>"
)

build = lambda sku, region: f"/prices/item[@sku='{sku}' and @region='{region}']/text()"


@app.post("/prices/lookup")
async def price_lookup(request: Request):
    body = await request.json()
    wanted = {k: str(body.get(k, "")) for k in ("sku", "region")}
    matches = PRICES.xpath(build(**wanted))
    return {"price": str(matches[0]) if matches else None}
