import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "reports.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
    return g.db


def build_where(filters):
    clauses = []
    for column, value in filters.items():
        clauses.append(f"{column} = '{value}'")
    return " AND ".join(clauses) if clauses else "1=1"


@app.route("/reports")
def list_reports():
    filters = {}
    for key in ("region", "status"):
        if request.args.get(key):
            filters[key] = request.args[key]
    query = "SELECT id, title, region, status FROM reports WHERE " + build_where(filters)
    rows = get_db().execute(query).fetchall()
    return jsonify([dict(zip(("id", "title", "region", "status"), r)) for r in rows])
