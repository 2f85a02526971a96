import sqlite3

from markupsafe import Markup, escape
from quart import Quart

app = Quart(__name__)


def fetch_reviews(product_id):
    with sqlite3.connect("reviews.db") as conn:
        return conn.execute(
            "SELECT reviewer, rating, text FROM reviews WHERE product_id = ? ORDER BY id DESC", (product_id,)
        ).fetchall()


@app.get("/products/<int:product_id>/reviews")
async def reviews(product_id):
    parts = []
    for reviewer, rating, text in fetch_reviews(product_id):
        stars = "&#9733;" * int(rating)
        parts.append(Markup("<li>{} <span>{}</span><p>{}</p></li>").format(reviewer, Markup(stars), text))
    body = Markup("").join(parts)
    return f"<html><body><ul>{body}</ul></body></html>"
