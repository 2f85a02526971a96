import sqlite3
from flask import Flask, render_template
from markupsafe import Markup

app = Flask(__name__)


class Review:
    def __init__(self, row):
        self.rating, self.text = row

    @property
    def html(self):
        stars = "*" * self.rating
        return Markup("<li>{} {}</li>".format(stars, self.text))


@app.route("/products/<int:pid>/reviews")
def product_reviews(pid):
    conn = sqlite3.connect("shop.db")
    rows = conn.execute("SELECT rating, text FROM reviews WHERE product_id = ?", (pid,)).fetchall()
    reviews = [Review(r) for r in rows]
    return render_template("reviews.html", reviews=reviews)
