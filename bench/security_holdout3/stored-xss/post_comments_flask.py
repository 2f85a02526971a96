from flask import Flask, render_template
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://blog@localhost/blog"
db = SQLAlchemy(app)


class Post(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    title = db.Column(db.String(200))


class Comment(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    post_id = db.Column(db.Integer, db.ForeignKey("post.id"), index=True)
    author_name = db.Column(db.String(80))
    body = db.Column(db.Text)
    created_at = db.Column(db.DateTime)


@app.route("/posts/<int:post_id>")
def show_post(post_id):
    post = Post.query.get_or_404(post_id)
    comments = Comment.query.filter_by(post_id=post.id).order_by(Comment.created_at).all()
    rendered = [Markup(f"<div class='comment'><b>{c.author_name}</b><p>{c.body}</p></div>") for c in comments]
    return render_template("post.html", post=post, comments=rendered)
