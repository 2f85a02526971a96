import aiosqlite
from quart import Quart, jsonify, request

app = Quart(__name__)
DB_PATH = "orders.db"


def build_query(term: str, region: str | None) -> str:
    parts = ["SELECT id, item, qty FROM orders WHERE item LIKE '%" + term + "%'"]
    if region:
        parts.append("AND region = '%s'" % region)
    return " ".join(parts)


@app.get("/orders/search")
async def order_search():
    term = request.args.get("q", "")
    query = build_query(term, request.args.get("region"))
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(query) as cur:
            rows = await cur.fetchall()
    return jsonify([{"id": r[0], "item": r[1], "qty": r[2]} for r in rows])
