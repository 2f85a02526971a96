import sqlite3
from datetime import datetime, timezone

from flask import Flask, g, redirect, render_template_string, request, url_for
from markupsafe import Markup

app = Flask(__name__)
app.config["DATABASE"] = "reviews.db"

PAGE = """
<h1>{{ product }}</h1>
<ul>
{% for r in reviews %}
  <li><strong>{{ r.author }}</strong> ({{ r.rating }}/5)<div>{{ r.body }}</div></li>
{% endfor %}
</ul>
<form method="post">
  <input name="author"><input name="rating"><textarea name="body"></textarea>
  <button>Send</button>
</form>
"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


class ReviewService:
    def __init__(self, db):
        self.db = db

    def add(self, product, author, rating, body):
        with self.db:
            self.db.execute(
                "INSERT INTO reviews (product, author, rating, body, created) VALUES (?, ?, ?, ?, ?)",
                (product, author, rating, body, datetime.now(timezone.utc).isoformat()),
            )

    def for_product(self, product):
        rows = self.db.execute(
            "SELECT author, rating, body FROM reviews WHERE product = ? ORDER BY created DESC",
            (product,),
        ).fetchall()
        formatted = []
        for row in rows:
            body_html = "<p>%s</p>" % row["body"].replace("\n\n", "</p><p>")
            formatted.append({"author": row["author"], "rating": row["rating"], "body": Markup(body_html)})
        return formatted


@app.route("/products/<slug>/reviews", methods=["GET", "POST"])
def reviews(slug):
    service = ReviewService(get_db())
    if request.method == "POST":
        try:
            rating = max(1, min(5, int(request.form.get("rating", "5"))))
        except ValueError:
            rating = 5
        author = request.form.get("author", "anonymous")[:40]
        service.add(slug, author, rating, request.form.get("body", ""))
        return redirect(url_for("reviews", slug=slug))
    return render_template_string(PAGE, product=slug, reviews=service.for_product(slug))
