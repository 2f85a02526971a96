import sqlite3

from flask import Flask, render_template_string

app = Flask(__name__)

PAGE = """
<h1>Comments on post {{ post_id }}</h1>
<ul>
{% for c in comments %}
  <li><strong>{{ c.author }}</strong>: {{ c.body | safe }}</li>
{% endfor %}
</ul>
"""


@app.route("/posts/<int:post_id>/comments")
def list_comments(post_id):
    conn = sqlite3.connect("blog.db")
    conn.row_factory = sqlite3.Row
    rows = conn.execute(
        "SELECT author, body FROM comments WHERE post_id = ? ORDER BY created_at",
        (post_id,),
    ).fetchall()
    conn.close()
    comments = [dict(r) for r in rows]
    return render_template_string(PAGE, post_id=post_id, comments=comments)
