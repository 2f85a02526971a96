import sqlite3

from flask import Flask, g, render_template_string
from markupsafe import Markup

app = Flask(__name__)

PAGE = "<h2>Comments ({{ count }})</h2><ul class='comments'>{{ items }}</ul>"


def db():
    if "conn" not in g:
        g.conn = sqlite3.connect("blog.db")
        g.conn.row_factory = sqlite3.Row
    return g.conn


@app.get("/posts/<int:post_id>/comments")
def post_comments(post_id):
    rows = db().execute(
        "SELECT author, body FROM comments WHERE post_id = ? ORDER BY created_at",
        (post_id,),
    ).fetchall()
    items = Markup("")
    for row in rows:
        items += Markup("<li><b>" + row["author"] + "</b>: " + row["body"] + "</li>")
    return render_template_string(PAGE, count=len(rows), items=items)
