from functools import lru_cache

from fastapi import Depends, FastAPI, HTTPException, Query
from lxml import etree

app = FastAPI()


class OrderArchive:
    def __init__(self, path: str):
        self.root = etree.parse(path).getroot()

    def status_of(self, order_id: int) -> str | None:
        found = self.root.xpath(f"/orders/order[@id='{order_id}']/status/text()")
        return str(found[0]) if found else None


@lru_cache(maxsize=1)
def get_archive() -> OrderArchive:
    return OrderArchive("data/orders.xml")


def parse_ids(raw: str) -> list[int]:
    try:
        return list(map(lambda part: int(part.strip()), raw.split(",")))
    except ValueError:
        raise HTTPException(status_code=422, detail="ids must be integers")


@app.get("/orders/status")
def order_status(ids: str = Query(..., max_length=200), archive: OrderArchive = Depends(get_archive)):
    statuses = {}
    for order_id in parse_ids(ids):
        statuses[order_id] = archive.status_of(order_id)
    return {"statuses": statuses}
