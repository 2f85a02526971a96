from flask import Flask, abort, render_template_string
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///reviews.db")

REVIEWS_TEMPLATE = """
<h2>Reviews for {{ product_name }}</h2>
{% for review in reviews %}
  <article>
    <h4>{{ review.title }} ({{ review.rating }}/5)</h4>
    <div>{{ review.body | safe }}</div>
  </article>
{% endfor %}
"""


@app.route("/products/<int:product_id>/reviews")
def product_reviews(product_id):
    with engine.connect() as conn:
        name = conn.execute(text("SELECT name FROM products WHERE id = :id"), {"id": product_id}).scalar()
        if name is None:
            abort(404)
        reviews = conn.execute(
            text("SELECT title, rating, body FROM reviews WHERE product_id = :id"), {"id": product_id}
        ).mappings().all()
    return render_template_string(REVIEWS_TEMPLATE, product_name=name, reviews=reviews)
