import sqlite3

from fastapi import FastAPI, Query

app = FastAPI()
DB_PATH = "users.db"


@app.get("/users/search")
def search_users(q: str = Query(""), active: bool = True):
    params = {"name": q, "flag": 1 if active else 0}
    pattern = "%" + params["name"] + "%"
    sql = f"SELECT id, username, email FROM users WHERE active = {params['flag']} AND username LIKE '{pattern}'"
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(sql).fetchall()
    finally:
        conn.close()
    return [{"id": r[0], "username": r[1], "email": r[2]} for r in rows]
