from typing import Annotated

from fastapi import FastAPI, Query, Response

app = FastAPI()

ORDERS = {1: {"id": 1, "status": "shipped"}, 2: {"id": 2, "status": "pending"}}


@app.get("/orders/{order_id}")
async def get_order(
    order_id: int,
    response: Response,
    trace: Annotated[str | None, Query(alias="traceId")] = None,
):
    order = ORDERS.get(order_id, {"id": order_id, "status": "unknown"})
    trace_value = trace or f"order-{order_id}"
    response.headers["X-Trace-Id"] = trace_value
    response.headers["Cache-Control"] = "no-store"
    return order
