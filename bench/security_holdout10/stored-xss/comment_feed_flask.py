import sqlite3
from flask import Flask, request, redirect

app = Flask(__name__)
DB = "comments.db"


def fetch_comments(post_id):
    with sqlite3.connect(DB) as conn:
        return conn.execute(
            "SELECT author, body FROM comments WHERE post_id = ? ORDER BY id", (post_id,)
        ).fetchall()


@app.post("/posts/<int:post_id>/comments")
def add_comment(post_id):
    with sqlite3.connect(DB) as conn:
        conn.execute(
            "INSERT INTO comments (post_id, author, body) VALUES (?, ?, ?)",
            (post_id, request.form["author"], request.form["body"]),
        )
    return redirect(f"/posts/{post_id}/comments")


@app.get("/posts/<int:post_id>/comments")
def show_comments(post_id):
    items = "".join(
        "<li><b>{}</b>: {}</li>".format(author, body) for author, body in fetch_comments(post_id)
    )
    return "<ul class='comments'>" + items + "</ul>"
