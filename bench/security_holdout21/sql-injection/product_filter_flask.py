import sqlite3
from flask import Flask, request, jsonify

app = Flask(__name__)
CATALOG_DB = "catalog.db"


@app.route("/products", methods=["POST"])
def product_filter():
    category = request.form.get("category", "").strip().lower()
    words = category.split()
    label = "-".join(words)[:40]
    conn = sqlite3.connect(CATALOG_DB)
    try:
        cur = conn.cursor()
        cur.execute("SELECT sku, title FROM products WHERE category_slug = ?", (label,))
        items = [{"sku": s, "title": t} for s, t in cur.fetchall()]
    finally:
        conn.close()
    return jsonify(items)
