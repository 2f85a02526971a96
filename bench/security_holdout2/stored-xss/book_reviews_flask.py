from flask import Flask, render_template_string
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://web@db/library"
db = SQLAlchemy(app)

REVIEWS_PAGE = """<section class="reviews">
{% for r in reviews %}
  <article><h4>{{ r.reviewer }}</h4><p>{{ r.text }}</p></article>
{% else %}
  <p>No reviews yet.</p>
{% endfor %}
</section>"""


class Review(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    book_id = db.Column(db.Integer, index=True)
    reviewer = db.Column(db.String(80))
    text = db.Column(db.Text)


@app.get("/books/<int:book_id>/reviews")
def book_reviews(book_id):
    reviews = Review.query.filter_by(book_id=book_id).order_by(Review.id.desc()).limit(50).all()
    return render_template_string(REVIEWS_PAGE, reviews=reviews)
