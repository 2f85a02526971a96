import sqlite3
from flask import Flask, render_template
from markupsafe import Markup

app = Flask(__name__)


@app.route("/posts/<int:post_id>/comments")
def comment_feed(post_id):
    db = sqlite3.connect("blog.db")
    rows = db.execute("SELECT author, body FROM comments WHERE post_id = ?", (post_id,)).fetchall()
    db.close()
    items = "".join("<li><b>%s</b>: %s</li>" % (author, body) for author, body in rows)
    return render_template("comments.html", comment_list=Markup("<ul>" + items + "</ul>"))
