from dataclasses import dataclass
from typing import List

from flask import Flask, abort, render_template_string
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///catalog.db")

REVIEWS_TEMPLATE = """
<!doctype html>
<title>{{ product.name }} reviews</title>
<h1>{{ product.name }}</h1>
<p>Average rating: {{ '%.1f' % average }}</p>
{% for review in reviews %}
  <article class="review">
    <header>{{ review.author }} &middot; {{ review.stars }}/5 &middot; {{ review.created }}</header>
    <div class="body">{{ review.body_html | safe }}</div>
  </article>
{% else %}
  <p>No reviews yet.</p>
{% endfor %}
"""


@dataclass
class Review:
    author: str
    stars: int
    body: str
    created: str

    @property
    def body_html(self) -> str:
        paragraphs = [p.strip() for p in self.body.split("\n\n") if p.strip()]
        return "".join(f"<p>{p}</p>" for p in paragraphs)


class ReviewRepository:
    def __init__(self, eng):
        self.engine = eng

    def product(self, product_id: int):
        with self.engine.connect() as conn:
            return conn.execute(
                text("SELECT id, name FROM products WHERE id = :id"), {"id": product_id}
            ).mappings().first()

    def reviews(self, product_id: int) -> List[Review]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT author, stars, body, created_at FROM reviews "
                    "WHERE product_id = :id AND approved = 1 ORDER BY created_at DESC"
                ),
                {"id": product_id},
            ).all()
        return [Review(r.author, r.stars, r.body, str(r.created_at)) for r in rows]


repo = ReviewRepository(engine)


@app.route("/products/<int:product_id>/reviews")
def product_reviews(product_id):
    product = repo.product(product_id)
    if product is None:
        abort(404)
    reviews = repo.reviews(product_id)
    average = sum(r.stars for r in reviews) / len(reviews) if reviews else 0.0
    return render_template_string(
        REVIEWS_TEMPLATE, product=product, reviews=reviews, average=average
    )
