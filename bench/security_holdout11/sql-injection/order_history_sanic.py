import aiosqlite
from sanic import Sanic
from sanic.response import json

app = Sanic("orders")


async def fetch_orders(customer_id, status):
    query = "SELECT id, placed_at, amount FROM orders WHERE customer_id = ?"
    args = [customer_id]
    if status:
        query += " AND status = ?"
        args.append(status)
    async with aiosqlite.connect("orders.db") as db:
        async with db.execute(query, args) as cursor:
            return await cursor.fetchall()


@app.get("/orders")
async def order_history(request):
    customer = request.args.get("customer", "")
    status = request.args.get("status")
    rows = await fetch_orders(customer, status)
    return json([{"id": r[0], "placed_at": r[1], "amount": r[2]} for r in rows])
