import sqlite3

from flask import Flask, g, redirect, render_template_string, request, url_for
from markupsafe import Markup, escape

app = Flask(__name__)

FEED = """<h2>Comments</h2><ul>{% for c in comments %}{{ c }}{% endfor %}</ul>
<form method="post"><input name="author"><textarea name="body"></textarea><button>Post</button></form>"""


def db():
    if "db" not in g:
        g.db = sqlite3.connect("comments.db")
    return g.db


def render_comment(author, body):
    return Markup(f"<li><b>{escape(author)}</b>: {body}</li>")


@app.route("/posts/<int:post_id>/comments", methods=["GET", "POST"])
def comments(post_id):
    if request.method == "POST":
        db().execute("INSERT INTO comment (post_id, author, body) VALUES (?, ?, ?)",
                     (post_id, request.form["author"], request.form["body"]))
        db().commit()
        return redirect(url_for("comments", post_id=post_id))
    rows = db().execute("SELECT author, body FROM comment WHERE post_id = ? ORDER BY id", (post_id,)).fetchall()
    return render_template_string(FEED, comments=[render_comment(a, b) for a, b in rows])
