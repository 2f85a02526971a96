import json
import sqlite3
from bottle import Bottle, request, response

app = Bottle()


def page_window(raw_page, raw_size):
    page = max(int(raw_page), 1)
    size = min(int(raw_size), 100)
    return size, (page - 1) * size


@app.get("/articles")
def articles():
    limit, offset = page_window(request.query.get("page", "1"), request.query.get("size", "20"))
    sql = f"SELECT id, title FROM articles ORDER BY id LIMIT {limit} OFFSET {offset}"
    conn = sqlite3.connect("cms.db")
    rows = conn.execute(sql).fetchall()
    response.content_type = "application/json"
    return json.dumps(rows)
