from typing import Dict

from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse
from pydantic import BaseModel

app = FastAPI(title="Checkout")
ORDERS: Dict[int, dict] = {}
AFTER_PAYMENT = {
    "orders": "/account/orders",
    "receipt": "/account/receipts/latest",
    "shop": "/shop",
}


class CartLine(BaseModel):
    sku: str
    qty: int


@app.post("/orders", status_code=201)
def create_order(lines: list[CartLine]):
    order_id = len(ORDERS) + 1
    ORDERS[order_id] = {"lines": [line.dict() for line in lines], "paid": False}
    return {"order_id": order_id}


@app.get("/orders/{order_id}")
def get_order(order_id: int):
    order = ORDERS.get(order_id)
    if order is None:
        raise HTTPException(status_code=404)
    return order


def destination(choice: str) -> str:
    return AFTER_PAYMENT.get(choice, AFTER_PAYMENT["orders"])


@app.get("/payments/{order_id}/complete")
def payment_complete(order_id: int, then: str = "orders"):
    order = ORDERS.get(order_id)
    if order is None:
        raise HTTPException(status_code=404)
    order["paid"] = True
    return RedirectResponse(destination(then), status_code=303)


@app.get("/payments/{order_id}/cancel")
def payment_cancel(order_id: int):
    if order_id not in ORDERS:
        raise HTTPException(status_code=404)
    return {"order_id": order_id, "paid": False}
