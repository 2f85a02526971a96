import sqlite3
from flask import Flask, request, redirect

app = Flask(__name__)


def fetch_comments(post_id):
    conn = sqlite3.connect("blog.db")
    rows = conn.execute("SELECT author, body FROM comments WHERE post_id = ?", (post_id,)).fetchall()
    conn.close()
    return rows


@app.route("/posts/<int:post_id>/comments", methods=["POST"])
def add_comment(post_id):
    conn = sqlite3.connect("blog.db")
    conn.execute(
        "INSERT INTO comments (post_id, author, body) VALUES (?, ?, ?)",
        (post_id, request.form["author"], request.form["body"]),
    )
    conn.commit()
    conn.close()
    return redirect(f"/posts/{post_id}/comments")


@app.route("/posts/<int:post_id>/comments")
def comments(post_id):
    items = []
    for author, body in fetch_comments(post_id):
        items.append(f"<li><b>{author}</b>: {body}</li>")
    return "<ul>" + "".join(items) + "</ul>"
