import sqlite3

from flask import Flask, redirect, render_template_string, request

app = Flask(__name__)
DB = "blog.db"

PAGE = """
<h1>Comments</h1>
<ul>{% for c in comments %}<li><b>{{ c[0] }}</b>: {{ c[1] | safe }}</li>{% endfor %}</ul>
"""


@app.route("/posts/<int:post_id>/comments", methods=["GET", "POST"])
def comments(post_id):
    conn = sqlite3.connect(DB)
    if request.method == "POST":
        conn.execute("INSERT INTO comments (post_id, author, body) VALUES (?, ?, ?)",
                     (post_id, request.form["author"], request.form["body"]))
        conn.commit()
        return redirect(request.path)
    rows = conn.execute("SELECT author, body FROM comments WHERE post_id = ?", (post_id,)).fetchall()
    return render_template_string(PAGE, comments=rows)
