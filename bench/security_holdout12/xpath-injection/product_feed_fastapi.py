from fastapi import APIRouter, Depends, HTTPException
from lxml import etree

router = APIRouter(prefix="/feed")
FIND_PRODUCT = etree.XPath("//product[@sku=$sku]")


class FeedSettings:
    path = "/srv/feeds/products.xml"


def get_feed(settings: FeedSettings = Depends(FeedSettings)):
    return etree.parse(settings.path)


@router.get("/products/{sku}")
def product(sku: str, feed=Depends(get_feed)):
    matches = FIND_PRODUCT(feed, sku=sku)
    if not matches:
        raise HTTPException(status_code=404)
    node = matches[0]
    return {"sku": sku, "name": node.findtext("name"), "price": node.findtext("price")}
