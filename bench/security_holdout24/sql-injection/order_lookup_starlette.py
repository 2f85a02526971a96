import aiosqlite
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

DB_PATH = "orders.db"


async def list_orders(request):
    clauses, args = ["deleted_at IS NULL"], []
    status = request.query_params.get("status")
    if status:
        clauses.append("status = ?")
        args.append(status)
    customer = request.query_params.get("customer")
    if customer:
        clauses.append("customer_email = ?")
        args.append(customer)
    sql = "SELECT id, total, status FROM orders WHERE " + " AND ".join(clauses)
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(sql, args) as cursor:
            rows = await cursor.fetchall()
    return JSONResponse([{"id": r[0], "total": r[1], "status": r[2]} for r in rows])


app = Starlette(routes=[Route("/orders", list_orders)])
