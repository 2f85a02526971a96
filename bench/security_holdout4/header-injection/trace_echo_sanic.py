import uuid

from sanic import Sanic
from sanic.response import json

app = Sanic("orders_api")


@app.get("/orders/<order_id:int>")
async def get_order(request, order_id):
    correlation = request.args.get("correlation_id") or uuid.uuid4().hex
    order = await request.app.ctx.orders.get(order_id)
    if order is None:
        return json({"error": "not found"}, status=404)
    headers = {"X-Correlation-Id": correlation, "Cache-Control": "no-store"}
    return json(order.to_dict(), headers=headers)
