from flask import Flask, redirect, render_template, request, url_for
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:////srv/blog/blog.db"
db = SQLAlchemy(app)


class Comment(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    post_id = db.Column(db.Integer, index=True)
    author = db.Column(db.String(80))
    body = db.Column(db.Text)


def present(comment):
    return {
        "author": comment.author,
        "body": Markup(comment.body.replace("\n", "<br>")),
    }


@app.get("/posts/<int:post_id>/comments")
def post_comments(post_id):
    rows = Comment.query.filter_by(post_id=post_id).order_by(Comment.id).all()
    return render_template("comments.html", post_id=post_id, comments=[present(c) for c in rows])


@app.post("/posts/<int:post_id>/comments")
def add_comment(post_id):
    comment = Comment(
        post_id=post_id,
        author=request.form.get("author", "anonymous")[:80],
        body=request.form.get("body", ""),
    )
    db.session.add(comment)
    db.session.commit()
    return redirect(url_for("post_comments", post_id=post_id))
