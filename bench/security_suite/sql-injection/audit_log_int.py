import psycopg
from flask import Flask, request

app = Flask(__name__)


def fetch_events(conn, actor_id):
    cur = conn.cursor()
    statement = "SELECT at, action FROM audit_log WHERE actor_id = %d ORDER BY at DESC" % actor_id
    cur.execute(statement)
    return cur.fetchall()


@app.post("/audit")
def audit_events():
    payload = request.get_json()
    actor_id = int(payload["actor_id"])
    with psycopg.connect("dbname=audit") as conn:
        events = fetch_events(conn, actor_id)
    return {"events": [[str(at), action] for at, action in events]}
