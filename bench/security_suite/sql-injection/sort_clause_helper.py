import sqlite3

from flask import Flask, request

app = Flask(__name__)


def order_clause(requested):
    return "ORDER BY created_at DESC"


@app.route("/posts")
def posts():
    requested = request.args.get("sort", "")
    cur = sqlite3.connect("blog.db").cursor()
    cur.execute("SELECT id, title FROM posts " + order_clause(requested))
    return {"posts": cur.fetchall()}
