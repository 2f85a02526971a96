import psycopg
from flask import Flask, request, jsonify

app = Flask(__name__)
DSN = "dbname=helpdesk user=app"


class TicketFilter:
    def __init__(self, args):
        self.owner = args.get("owner", "")
        self.tags = args.getlist("tag")


@app.route("/tickets")
def ticket_lookup():
    f = TicketFilter(request.args)
    sql = "SELECT id, title FROM tickets WHERE owner = %s"
    params = [f.owner]
    i = 0
    while i < len(f.tags):
        sql += " AND %s = ANY(tags)"
        params.append(f.tags[i])
        i += 1
    with psycopg.connect(DSN) as conn:
        rows = conn.execute(sql, params).fetchall()
    return jsonify(rows)
