import json
import sqlite3
from http.cookies import SimpleCookie

DB = "/srv/app/sessions.db"


def application(environ, start_response):
    cookie = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    token = cookie["sid"].value if "sid" in cookie else ""
    conn = sqlite3.connect(DB)
    try:
        row = conn.execute(
            "SELECT user_id, expires_at FROM sessions WHERE token = '" + token + "'"
        ).fetchone()
    finally:
        conn.close()
    body = json.dumps({"user_id": row[0] if row else None}).encode()
    start_response("200 OK", [("Content-Type", "application/json")])
    return [body]
