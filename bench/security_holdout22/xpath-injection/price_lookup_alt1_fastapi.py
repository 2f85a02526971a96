from functools import lru_cache

from fastapi import APIRouter, Depends, HTTPException, Query
from lxml import etree
from pydantic import BaseModel

from .settings import Settings, get_settings

router = APIRouter(prefix="/api/prices", tags=["prices"])


class PriceOut(BaseModel):
    sku: str
    amount: str
    currency: str
    region: str


@lru_cache(maxsize=1)
def _price_book(path: str) -> etree._ElementTree:
    return etree.parse(path)


def price_book(settings: Settings = Depends(get_settings)) -> etree._ElementTree:
    return _price_book(settings.price_book_path)


@router.get("/{sku}", response_model=list[PriceOut])
def prices_for_sku(
    sku: str,
    region: str | None = Query(default=None, max_length=8),
    book: etree._ElementTree = Depends(price_book),
):
    nodes = book.xpath("//price[@sku=$sku]", sku=sku)
    if region:
        nodes = [node for node in nodes if node.get("region") == region]
    if not nodes:
        raise HTTPException(status_code=404, detail="no prices for this sku")
    return [
        PriceOut(
            sku=sku,
            amount=node.findtext("amount"),
            currency=node.get("currency", "EUR"),
            region=node.get("region", "global"),
        )
        for node in nodes
    ]
