import sqlite3

from flask import Flask, abort, render_template_string

app = Flask(__name__)

POST_TEMPLATE = """
<article>
  <h1>{{ post['title'] }}</h1>
  <p class="byline">by {{ post['author'] }}</p>
  <div class="content">{{ post['body'] }}</div>
</article>
"""


@app.route("/forum/posts/<int:post_id>")
def show_post(post_id):
    conn = sqlite3.connect("forum.db")
    conn.row_factory = sqlite3.Row
    post = conn.execute("SELECT title, author, body FROM posts WHERE id = ?", (post_id,)).fetchone()
    conn.close()
    if post is None:
        abort(404)
    return render_template_string(POST_TEMPLATE, post=post)
