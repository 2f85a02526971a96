import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/stats/region")
def stats_region():
    region = request.args.get("region", "")
    queries = {
        "total": "SELECT COUNT(*) FROM orders",
        "by_region": "SELECT COUNT(*) FROM orders WHERE region = '" + region + "'",
    }
    conn = sqlite3.connect("shop.db")
    cursor = conn.cursor()
    cursor.execute(queries["by_region"])
    return {"count": cursor.fetchone()[0]}
