import sqlite3

from flask import Flask, render_template_string

app = Flask(__name__)


def load_comments(limit):
    conn = sqlite3.connect("blog.db")
    conn.row_factory = sqlite3.Row
    rows = conn.execute("SELECT author, body FROM comments ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
    conn.close()
    return rows


@app.route("/comments")
def comment_feed():
    comments = load_comments(20)
    return render_template_string("<ul>{% for c in comments %}<li><b>{{ c['author'] }}</b>: {{ c['body']|safe }}</li>{% endfor %}</ul>", comments=comments)
