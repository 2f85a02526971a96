import psycopg
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

DSN = "dbname=shop user=shop"


def build_query(term: str, limit: int) -> str:
    clauses = ["deleted = false"]
    if term:
        clauses.append("reference ILIKE '%%%s%%'" % term)
    return "SELECT id, reference, amount FROM orders WHERE %s LIMIT %d" % (" AND ".join(clauses), limit)


async def search_orders(request):
    term = request.query_params.get("q", "")
    limit = min(int(request.query_params.get("limit", "20")), 100)
    sql = build_query(term, limit)
    async with await psycopg.AsyncConnection.connect(DSN) as conn:
        cur = await conn.execute(sql)
        rows = await cur.fetchall()
    return JSONResponse([{"id": r[0], "reference": r[1], "amount": float(r[2])} for r in rows])


app = Starlette(routes=[Route("/orders/search", search_orders)])
