from functools import lru_cache

from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
ORDERS_XML = "/srv/data/orders.xml"


@lru_cache(maxsize=1)
def load_orders():
    return etree.parse(ORDERS_XML)


@app.get("/orders/{order_id}/status")
def order_status(order_id: int):
    tree = load_orders()
    values = tree.xpath(f"/orders/order[@id='{order_id}']/status/text()")
    if not values:
        raise HTTPException(status_code=404, detail="order not found")
    return {"order_id": order_id, "status": str(values[0])}
