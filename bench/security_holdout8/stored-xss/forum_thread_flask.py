import sqlite3

from flask import Flask, abort, render_template_string

app = Flask(__name__)

THREAD_TEMPLATE = """
<h1>{{ thread.title }}</h1>
{% for post in posts %}
<div class="post"><span class="author">{{ post.author }}</span><p>{{ post.body }}</p></div>
{% endfor %}
"""


@app.route("/forum/threads/<int:thread_id>")
def show_thread(thread_id):
    conn = sqlite3.connect("forum.db")
    conn.row_factory = sqlite3.Row
    thread = conn.execute("SELECT title FROM threads WHERE id = ?", (thread_id,)).fetchone()
    if thread is None:
        conn.close()
        abort(404)
    posts = conn.execute("SELECT author, body FROM posts WHERE thread_id = ? ORDER BY id", (thread_id,)).fetchall()
    conn.close()
    return render_template_string(THREAD_TEMPLATE, thread=thread, posts=posts)
