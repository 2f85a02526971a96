from flask import Flask, redirect, render_template_string, request, url_for
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///reviews.db"
db = SQLAlchemy(app)


class Review(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    product = db.Column(db.String(64), index=True)
    rating = db.Column(db.Integer)
    text = db.Column(db.Text)


REVIEWS_TMPL = """<h1>Reviews</h1>
<ul>{% for r in reviews %}<li>{{ r.rating }}/5 &mdash; {{ r.text }}</li>{% endfor %}</ul>"""


@app.route("/products/<product>/reviews", methods=["GET", "POST"])
def reviews(product):
    if request.method == "POST":
        rating = max(1, min(5, int(request.form.get("rating", 5))))
        db.session.add(Review(product=product, rating=rating, text=request.form.get("text", "")))
        db.session.commit()
        return redirect(url_for("reviews", product=product))
    rows = Review.query.filter_by(product=product).order_by(Review.id.desc()).all()
    return render_template_string(REVIEWS_TMPL, reviews=rows)
