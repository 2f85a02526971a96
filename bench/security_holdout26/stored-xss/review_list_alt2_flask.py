import sqlite3

from flask import Flask, g, redirect, render_template_string, request, url_for

app = Flask(__name__)

PAGE = """
<h1>Reviews</h1>
<ul>{% for r in reviews %}<li><b>{{ r.author }}</b>: {{ r.body }}</li>{% endfor %}</ul>
<form method="post"><textarea name="body"></textarea><button>Post</button></form>
"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("reviews.db")
        g.db.row_factory = sqlite3.Row
    return g.db


class ReviewRepository:
    def __init__(self, conn):
        self.conn = conn

    def add(self, author, body):
        self.conn.execute("INSERT INTO reviews (author, body) VALUES (?, ?)", (author, body))
        self.conn.commit()

    def latest(self, limit=50):
        cur = self.conn.execute("SELECT author, body FROM reviews ORDER BY id DESC LIMIT ?", (limit,))
        return [dict(row) for row in cur.fetchall()]


@app.route("/reviews", methods=["GET", "POST"])
def reviews():
    repo = ReviewRepository(get_db())
    if request.method == "POST":
        repo.add(request.form.get("author", "anon"), request.form.get("body", ""))
        return redirect(url_for("reviews"))
    return render_template_string(PAGE, reviews=repo.latest())
