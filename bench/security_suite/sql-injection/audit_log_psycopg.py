import psycopg
from flask import Flask, request

app = Flask(__name__)


def fetch_events(conn, actor):
    cur = conn.cursor()
    statement = "SELECT at, action FROM audit_log WHERE actor = '" + actor + "' ORDER BY at DESC"
    cur.execute(statement)
    return cur.fetchall()


@app.post("/audit")
def audit_events():
    payload = request.get_json()
    actor = payload["actor"]
    with psycopg.connect("dbname=audit") as conn:
        events = fetch_events(conn, actor)
    return {"events": [[str(at), action] for at, action in events]}
