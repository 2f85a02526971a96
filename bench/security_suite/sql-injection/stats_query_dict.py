import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/stats")
def stats():
    region = request.args.get("region", "")
    queries = {
        "total": "SELECT COUNT(*) FROM orders",
        "by_region": "SELECT COUNT(*) FROM orders WHERE region = '" + region + "'",
    }
    conn = sqlite3.connect("shop.db")
    cursor = conn.cursor()
    cursor.execute(queries["total"])
    return {"total": cursor.fetchone()[0]}
