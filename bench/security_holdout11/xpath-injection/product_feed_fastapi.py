import logging
import os
from functools import lru_cache
from typing import List, Optional

from fastapi import FastAPI, HTTPException, Query
from lxml import etree

log = logging.getLogger("feeds")
app = FastAPI()

FEED_PATH = os.environ.get("PRODUCT_FEED", "/srv/feeds/products.xml")
NS = {"p": "urn:example:products"}


@lru_cache(maxsize=1)
def load_feed():
    log.info("loading feed from %s", FEED_PATH)
    return etree.parse(FEED_PATH)


class FeedQuery:
    def __init__(self, brand: Optional[str], colour: Optional[str]):
        self.conditions: List[str] = []
        if brand:
            self.conditions.append(f"p:brand='{brand}'")
        if colour:
            self.conditions.append(f"p:colour='{colour}'")

    def expression(self) -> str:
        predicate = " and ".join(self.conditions) or "true()"
        return f"//p:product[{predicate}]"


def serialise(node) -> dict:
    return {
        "id": node.get("id"),
        "name": node.findtext("p:name", namespaces=NS),
        "price": node.findtext("p:price", namespaces=NS),
    }


@app.get("/feed/info")
def feed_info():
    root = load_feed().getroot()
    return {"products": len(root), "generated": root.get("generated")}


@app.get("/feed/products")
def filter_products(brand: Optional[str] = Query(None), colour: Optional[str] = Query(None), limit: int = 50):
    query = FeedQuery(brand, colour)
    try:
        nodes = load_feed().xpath(query.expression(), namespaces=NS)
    except etree.XPathEvalError:
        raise HTTPException(400, "bad filter")
    return [serialise(n) for n in nodes[:limit]]
