import re
from functools import lru_cache
from typing import List, Optional

from fastapi import FastAPI, HTTPException, Query
from lxml import etree
from pydantic import BaseModel

FEED_PATH = "/srv/feeds/products.xml"
SKU_PATTERN = re.compile(r"[A-Z]{3}-\d{4,6}")
FIND_BY_SKU = etree.XPath("/feed/product[@sku = $sku]")
FIND_BY_BRAND = etree.XPath("/feed/product[brand = $brand and number(price) <= $max_price]")

app = FastAPI()


class Product(BaseModel):
    sku: str
    title: str
    brand: str
    price: float


@lru_cache(maxsize=1)
def load_feed():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(FEED_PATH, parser)


def to_product(node) -> Product:
    return Product(
        sku=node.get("sku"),
        title=node.findtext("title", ""),
        brand=node.findtext("brand", ""),
        price=float(node.findtext("price", "0")),
    )


class ProductFinder:
    def __init__(self, doc):
        self.doc = doc

    def by_sku(self, sku: str) -> Optional[Product]:
        nodes = FIND_BY_SKU(self.doc, sku=sku)
        return to_product(nodes[0]) if nodes else None

    def by_brand(self, brand: str, max_price: float) -> List[Product]:
        nodes = FIND_BY_BRAND(self.doc, brand=brand, max_price=max_price)
        return [to_product(n) for n in nodes]


@app.get("/products/{sku}", response_model=Product)
def product_by_sku(sku: str):
    if not SKU_PATTERN.fullmatch(sku):
        raise HTTPException(status_code=422, detail="malformed sku")
    product = ProductFinder(load_feed()).by_sku(sku)
    if product is None:
        raise HTTPException(status_code=404, detail="unknown sku")
    return product


@app.get("/products", response_model=List[Product])
def products_by_brand(
    brand: str = Query(..., max_length=64),
    max_price: float = Query(1e9, ge=0),
):
    return ProductFinder(load_feed()).by_brand(brand, max_price)
