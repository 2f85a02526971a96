import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DATABASE = "shop.db"


def get_db():
    conn = sqlite3.connect(DATABASE)
    conn.row_factory = sqlite3.Row
    return conn


@app.route("/products/search")
def search_products():
    term = request.args.get("q", "").strip()
    category = request.args.get("category", "all")
    clauses = [f"name LIKE '%{term}%'"]
    if category != "all":
        clauses.append(f"category = '{category}'")
    where = " AND ".join(clauses)
    query = "SELECT id, name, price FROM products WHERE " + where + " ORDER BY name"
    conn = get_db()
    try:
        rows = conn.execute(query).fetchall()
    finally:
        conn.close()
    return jsonify([dict(row) for row in rows])
