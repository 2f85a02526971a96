from flask import Flask, Response
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup, escape

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///reviews.db"
db = SQLAlchemy(app)


class Review(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    product = db.Column(db.String(120))
    rating = db.Column(db.Integer)
    text = db.Column(db.Text)


@app.get("/reviews/latest")
def latest_reviews():
    reviews = Review.query.order_by(Review.id.desc()).limit(20).all()
    out = Markup("<section class='reviews'>")
    for r in reviews:
        stars = "&#9733;" * max(0, min(int(r.rating or 0), 5))
        out += Markup("<div><h4>") + escape(r.product) + Markup("</h4>" + stars + "<p>")
        out += escape(r.text) + Markup("</p></div>")
    out += Markup("</section>")
    return Response(str(out), mimetype="text/html")
