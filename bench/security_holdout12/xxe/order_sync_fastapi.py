from datetime import datetime
from typing import List

from defusedxml import minidom
from defusedxml.common import DefusedXmlException
from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel

router = APIRouter(prefix="/sync", tags=["orders"])


class SyncSettings(BaseModel):
    max_body: int = 2_000_000
    source_name: str = "erp"


def get_settings() -> SyncSettings:
    return SyncSettings()


class OrderLine(BaseModel):
    sku: str
    qty: int


class Order(BaseModel):
    reference: str
    lines: List[OrderLine]


class OrderRepository:
    def __init__(self):
        self.orders: List[Order] = []
        self.last_sync: datetime = datetime.min

    def upsert_many(self, orders: List[Order]) -> int:
        self.orders.extend(orders)
        self.last_sync = datetime.utcnow()
        return len(orders)


_repo = OrderRepository()


def get_repo() -> OrderRepository:
    return _repo


def text_of(node, tag):
    found = node.getElementsByTagName(tag)
    return found[0].firstChild.nodeValue if found and found[0].firstChild else ""


class OrderXmlDecoder:
    def decode(self, body: bytes) -> List[Order]:
        try:
            dom = minidom.parseString(body)
        except DefusedXmlException:
            raise HTTPException(status_code=400, detail="forbidden XML construct")
        orders = []
        for o in dom.getElementsByTagName("order"):
            lines = [OrderLine(sku=text_of(l, "sku"), qty=int(text_of(l, "qty") or 0))
                     for l in o.getElementsByTagName("line")]
            orders.append(Order(reference=o.getAttribute("ref"), lines=lines))
        return orders


@router.post("/orders")
async def sync_orders(request: Request, settings: SyncSettings = Depends(get_settings),
                      repo: OrderRepository = Depends(get_repo)):
    body = await request.body()
    if len(body) > settings.max_body:
        raise HTTPException(status_code=413)
    orders = OrderXmlDecoder().decode(body)
    return {"source": settings.source_name, "stored": repo.upsert_many(orders)}


@router.get("/status")
def status(repo: OrderRepository = Depends(get_repo)):
    return {"orders": len(repo.orders), "last_sync": repo.last_sync.isoformat()}
