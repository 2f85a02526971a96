import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
app.config["DATABASE"] = "/var/lib/logistics/shipments.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/api/shipments/search")
def search_shipments():
    carrier = request.args.get("carrier", "")
    status = request.args.get("status", "in_transit")
    query = (
        "SELECT tracking_no, origin, destination, eta FROM shipments "
        "WHERE carrier = '" + carrier + "' AND status = '" + status + "' "
        "ORDER BY eta"
    )
    rows = get_db().execute(query).fetchall()
    return jsonify([dict(r) for r in rows])
