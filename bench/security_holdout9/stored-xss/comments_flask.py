import sqlite3

from flask import Flask, Response, redirect, request

app = Flask(__name__)


def conn():
    return sqlite3.connect("blog.db")


@app.route("/posts/<int:post_id>/comments", methods=["POST"])
def add_comment(post_id):
    with conn() as c:
        c.execute("INSERT INTO comments (post_id, author, body) VALUES (?, ?, ?)",
                  (post_id, request.form["author"], request.form["body"]))
    return redirect(f"/posts/{post_id}/comments")


@app.route("/posts/<int:post_id>/comments")
def show_comments(post_id):
    rows = conn().execute("SELECT author, body FROM comments WHERE post_id = ?", (post_id,)).fetchall()
    items = "".join("<li><b>{}</b>: {}</li>".format(a, b) for a, b in rows)
    return Response("<ul>" + items + "</ul>", mimetype="text/html")
