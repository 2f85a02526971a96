import json
import sqlite3

from bottle import Bottle, request, response

app = Bottle()
DB_PATH = "/srv/helpdesk/tickets.sqlite"


def fetch_tickets(where):
    conn = sqlite3.connect(DB_PATH)
    try:
        cur = conn.cursor()
        cur.execute("SELECT id, subject, state, assignee FROM tickets WHERE " + where)
        return cur.fetchall()
    finally:
        conn.close()


@app.get("/tickets")
def tickets():
    assignee = request.query.get("assignee", "")
    state = request.query.get("state", "open")
    where = " AND ".join(["assignee = '%s'" % assignee, "state = '%s'" % state])
    rows = fetch_tickets(where)
    response.content_type = "application/json"
    return json.dumps([
        {"id": r[0], "subject": r[1], "state": r[2], "assignee": r[3]} for r in rows
    ])


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8081)
