import json
import sqlite3

from bottle import Bottle, request, response

app = Bottle()
PAGE_SIZE = 25


@app.get("/tickets")
def ticket_page():
    try:
        page = int(request.query.get("page", "1"))
    except ValueError:
        page = 1
    offset = max(page - 1, 0) * PAGE_SIZE
    db = sqlite3.connect("support.db")
    try:
        rows = db.execute(f"SELECT id, subject FROM tickets ORDER BY id LIMIT {PAGE_SIZE} OFFSET {offset}").fetchall()
    finally:
        db.close()
    response.content_type = "application/json"
    return json.dumps([{"id": r[0], "subject": r[1]} for r in rows])
