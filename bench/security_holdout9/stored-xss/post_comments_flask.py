import sqlite3

from flask import Flask, Response, redirect, request

app = Flask(__name__)
DB = "comments.db"


def conn():
    c = sqlite3.connect(DB)
    c.row_factory = sqlite3.Row
    return c


@app.route("/posts/<int:post_id>/comments", methods=["POST"])
def add_comment(post_id):
    with conn() as c:
        c.execute("INSERT INTO comments (post_id, author, body) VALUES (?, ?, ?)",
                  (post_id, request.form["author"], request.form["body"]))
    return redirect(f"/posts/{post_id}/comments")


@app.route("/posts/<int:post_id>/comments")
def list_comments(post_id):
    with conn() as c:
        rows = c.execute("SELECT author, body FROM comments WHERE post_id = ?", (post_id,)).fetchall()
    items = "".join(f"<li><b>{r['author']}</b>: {r['body']}</li>" for r in rows)
    return Response(f"<ul>{items}</ul>", mimetype="text/html")
