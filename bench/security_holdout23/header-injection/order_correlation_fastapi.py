import logging
from uuid import uuid4

from fastapi import FastAPI, HTTPException, Response

from shop.orders import fetch_order

app = FastAPI()
log = logging.getLogger("orders")


@app.get("/api/orders/{order_id}")
def order_summary(order_id: int, response: Response, correlation: str | None = None):
    cid = correlation or uuid4().hex
    printable = "".join(ch for ch in cid if ch.isprintable())
    log.info("order lookup %s", order_id, extra={"correlation_id": printable})
    response.headers["X-Correlation-ID"] = cid
    order = fetch_order(order_id)
    if order is None:
        raise HTTPException(status_code=404)
    return {"order_id": order_id, "status": order.status, "updated": order.updated_at.isoformat()}
