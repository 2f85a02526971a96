import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/tickets/search", methods=["POST"])
def ticket_search():
    status = request.form.get("status", "")
    candidates = ["open", status, "closed"]
    chosen = candidates[2]
    conn = sqlite3.connect("helpdesk.db")
    query = "SELECT id, subject FROM tickets WHERE status = '" + chosen + "'"
    rows = conn.execute(query).fetchall()
    return jsonify([list(r) for r in rows])
