import sqlite3

from flask import Flask, render_template_string

app = Flask(__name__)
DB_PATH = "comments.db"

PAGE = """
<h2>Comments</h2>
<ol>
{% for c in comments %}
  <li><em>{{ c.author }}</em> wrote: {{ c.body }}</li>
{% endfor %}
</ol>
"""


@app.route("/articles/<int:article_id>/comments")
def comment_list(article_id):
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    comments = conn.execute(
        "SELECT author, body FROM comments WHERE article_id = ? ORDER BY id", (article_id,)
    ).fetchall()
    conn.close()
    return render_template_string(PAGE, comments=comments)
