import defusedxml.ElementTree as DET
from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/orders/import")
async def import_orders(request: Request):
    payload = await request.body()
    root = DET.fromstring(payload)
    orders = []
    for node in root.iter("order"):
        orders.append({"id": node.get("id"), "customer": node.findtext("customer"), "total": node.findtext("total")})
    return {"imported": len(orders), "orders": orders}
