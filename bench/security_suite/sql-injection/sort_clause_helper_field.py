import sqlite3

from flask import Flask, request

app = Flask(__name__)


def order_clause(requested):
    return "ORDER BY " + requested


@app.route("/posts/sorted")
def sorted_posts():
    requested = request.args.get("sort", "")
    cur = sqlite3.connect("blog.db").cursor()
    cur.execute("SELECT id, title FROM posts " + order_clause(requested))
    return {"posts": cur.fetchall()}
