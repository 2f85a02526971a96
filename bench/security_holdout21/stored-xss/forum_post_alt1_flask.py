import logging

import bleach
from flask import Flask, abort, render_template, request
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://forum@localhost/forum"
db = SQLAlchemy(app)
log = logging.getLogger("forum")

ALLOWED_TAGS = {"p", "br", "strong", "em", "code", "pre", "blockquote", "a", "ul", "ol", "li"}
ALLOWED_ATTRIBUTES = {"a": ["href", "title", "rel"]}


class Post(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    thread_id = db.Column(db.Integer, index=True, nullable=False)
    author = db.Column(db.String(80), nullable=False)
    body = db.Column(db.Text, nullable=False)


def render_body(post):
    cleaned = bleach.clean(post.body, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, protocols={"http", "https", "mailto"}, strip=True)
    return Markup(bleach.linkify(cleaned))


@app.route("/threads/<int:thread_id>")
def show_thread(thread_id):
    page = request.args.get("page", 1, type=int)
    posts = Post.query.filter_by(thread_id=thread_id).order_by(Post.id).paginate(page=page, per_page=20)
    if not posts.items:
        abort(404)
    rendered = [{"author": p.author, "html": render_body(p)} for p in posts.items]
    return render_template("forum/thread.html", posts=rendered, pagination=posts)


@app.route("/threads/<int:thread_id>/reply", methods=["POST"])
def reply(thread_id):
    body = request.form.get("body", "").strip()
    if not body:
        abort(400)
    post = Post(thread_id=thread_id, author=request.form.get("author", "anonymous")[:80], body=body)
    db.session.add(post)
    db.session.commit()
    log.info("reply %s posted to thread %s", post.id, thread_id)
    return {"id": post.id}, 201
