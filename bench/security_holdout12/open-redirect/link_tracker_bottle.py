import sqlite3
import time

from bottle import abort, default_app, redirect, request, response, route

DB = "clicks.db"


def db():
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS clicks (url TEXT, campaign TEXT, ts REAL)")
    return conn


@route("/health")
def health():
    return {"ok": True}


@route("/campaigns/<name>/stats")
def stats(name):
    with db() as conn:
        total = conn.execute("SELECT COUNT(*) FROM clicks WHERE campaign = ?", (name,)).fetchone()[0]
    return {"campaign": name, "clicks": total}


def record_click(url, campaign):
    with db() as conn:
        conn.execute("INSERT INTO clicks VALUES (?, ?, ?)", (url, campaign, time.time()))


@route("/out")
def outbound():
    destination = request.query.get("url")
    campaign = request.query.get("c", "direct")
    if not destination:
        abort(400, "missing url")
    record_click(destination, campaign)
    redirect(destination)


@route("/campaigns")
def campaigns():
    with db() as conn:
        rows = conn.execute("SELECT campaign, COUNT(*) FROM clicks GROUP BY campaign").fetchall()
    response.content_type = "application/json"
    return {"campaigns": [{"name": r[0], "clicks": r[1]} for r in rows]}


app = default_app()
