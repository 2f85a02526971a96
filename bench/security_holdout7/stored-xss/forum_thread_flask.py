import sqlite3

from flask import Flask, abort
from markupsafe import Markup

app = Flask(__name__)


@app.route("/forum/threads/<int:thread_id>")
def show_thread(thread_id):
    conn = sqlite3.connect("forum.db")
    thread = conn.execute("SELECT title FROM threads WHERE id = ?", (thread_id,)).fetchone()
    if thread is None:
        conn.close()
        abort(404)
    posts = conn.execute(
        "SELECT author, content FROM posts WHERE thread_id = ? ORDER BY id",
        (thread_id,),
    ).fetchall()
    conn.close()
    row_template = Markup("<article><h4>{}</h4><div>{}</div></article>")
    rendered = Markup("").join(row_template.format(author, content) for author, content in posts)
    title = Markup("<h1>{}</h1>").format(thread[0])
    return Markup("<html><body>{}{}</body></html>").format(title, rendered)
