import sqlite3

from sanic import Sanic
from sanic.response import json

app = Sanic("crm")


def fetch_customer(conn, email, region):
    query = "SELECT id, name, email, tier FROM customers WHERE email = ? AND region = ?"
    return conn.execute(query, (email, region)).fetchone()


@app.get("/customers/lookup")
async def lookup(request):
    email = request.args.get("email", "").lower()
    region = request.args.get("region", "eu")
    conn = sqlite3.connect("crm.db")
    try:
        row = fetch_customer(conn, email, region)
    finally:
        conn.close()
    if row is None:
        return json({"found": False}, status=404)
    return json({"found": True, "id": row[0], "name": row[1], "tier": row[3]})
