import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/blog/content.db"
MAX_LABELS = 8


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.route("/articles/labelled", methods=["GET", "POST"])
def articles_by_label():
    labels = [v.strip() for v in request.values.getlist("label") if v.strip()]
    if not labels:
        return jsonify([])
    if len(labels) > MAX_LABELS:
        return jsonify({"error": "too many labels"}), 400

    placeholders = ", ".join("?" for _ in labels)
    sql = (
        "SELECT a.id, a.title, a.published_at FROM articles a "
        "JOIN article_labels al ON al.article_id = a.id "
        f"WHERE al.label IN ({placeholders}) AND a.published = 1 "
        "GROUP BY a.id ORDER BY a.published_at DESC"
    )
    rows = get_db().execute(sql, labels).fetchall()
    return jsonify([dict(r) for r in rows])
