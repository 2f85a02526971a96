import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.get("/tickets")
def ticket_search():
    requested = request.cookies.get("ticket_status", "")
    candidates = [requested, "open"]
    status = candidates[-1]
    conn = sqlite3.connect("helpdesk.db")
    query = "SELECT id, subject FROM tickets WHERE status = '" + status + "'"
    rows = conn.execute(query).fetchall()
    conn.close()
    return jsonify(
        requested=requested,
        tickets=[{"id": r[0], "subject": r[1]} for r in rows],
    )
