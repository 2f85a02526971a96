from flask import Flask
from flask_sqlalchemy import SQLAlchemy
from markupsafe import escape

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///reviews.db"
db = SQLAlchemy(app)


class Review(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    product_id = db.Column(db.Integer, index=True)
    reviewer = db.Column(db.String(80))
    text = db.Column(db.Text)


@app.route("/products/<int:product_id>/reviews")
def reviews(product_id):
    rows = Review.query.filter_by(product_id=product_id).limit(50).all()
    fragments = []
    for r in rows:
        fragments.append(f"<article><h4>{escape(r.reviewer)}</h4><p>{escape(r.text)}</p></article>")
    return "<section>" + "".join(fragments) + "</section>"
