import sqlite3

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

SORTABLE = {"name": "name", "price": "unit_price", "newest": "created_at DESC"}


def order_clause(requested):
    column = SORTABLE.get(requested)
    return column if column is not None else "name"


async def products(request):
    key = request.query_params.get("sort", "name")
    order_by = order_clause(key)
    conn = sqlite3.connect("catalog.db")
    rows = conn.execute(f"SELECT id, name, unit_price FROM products ORDER BY {order_by}").fetchall()
    conn.close()
    return JSONResponse([list(r) for r in rows])


app = Starlette(routes=[Route("/products", products)])
