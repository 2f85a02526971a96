from flask import Flask, request
from flask_sqlalchemy import SQLAlchemy
from markupsafe import escape

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///kb.db"
db = SQLAlchemy(app)


class Article(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    title = db.Column(db.String(200), nullable=False)


@app.route("/kb/search")
def kb_search():
    q = request.args.get("q", "")
    hits = Article.query.filter(Article.title.ilike(f"%{q}%")).limit(20).all()
    items = "".join(f"<li><a href='/kb/{a.id}'>{escape(a.title)}</a></li>" for a in hits)
    return f"<h2>{len(hits)} results for {escape(q)}</h2><ul>{items}</ul>"
