import sqlite3

from flask import Flask, render_template
from markupsafe import Markup, escape

app = Flask(__name__)


def load_review(review_id):
    conn = sqlite3.connect("reviews.db")
    row = conn.execute("SELECT title, body FROM reviews WHERE id = ?", (review_id,)).fetchone()
    return {"title": row[0], "body": row[1]}


@app.route("/reviews/<int:review_id>")
def show_review(review_id):
    review = load_review(review_id)
    body = Markup("<br>").join(escape(line) for line in review["body"].splitlines())
    return render_template("review.html", title=review["title"], body=body)
