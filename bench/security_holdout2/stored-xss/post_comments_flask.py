from flask import Flask, render_template_string
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:////srv/blog/blog.db"
db = SQLAlchemy(app)


class Comment(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    post_id = db.Column(db.Integer, index=True)
    author = db.Column(db.String(80))
    body = db.Column(db.Text)


@app.route("/posts/<int:post_id>/comments")
def comments(post_id):
    rows = Comment.query.filter_by(post_id=post_id).order_by(Comment.id).all()
    return render_template_string("<ul>{% for c in rows %}<li><b>{{ c.author }}</b>: {{ c.body|safe }}</li>{% endfor %}</ul>", rows=rows)
