import httpx
from sanic import Sanic
from sanic.exceptions import SanicException
from sanic.response import json

app = Sanic("clinic_lab_orders")
app.config.LAB_GATEWAY_URL = "https://lab-gateway.internal.example/v2"


@app.get("/lab-orders/<order_id:int>/status")
async def lab_order_status(request, order_id: int):
    url = f"{app.config.LAB_GATEWAY_URL}/orders/{order_id}/status"
    headers = {"Authorization": f"Bearer {app.config.get('LAB_GATEWAY_TOKEN', '')}"}
    async with httpx.AsyncClient(timeout=5.0) as client:
        resp = await client.get(url, headers=headers)
    if resp.status_code == 404:
        raise SanicException("unknown lab order", status_code=404)
    payload = resp.json()
    return json({
        "order": order_id,
        "status": payload.get("status"),
        "collected_at": payload.get("collectedAt"),
    })
