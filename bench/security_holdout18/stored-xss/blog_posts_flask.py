import bleach
import markdown
from flask import Flask, abort, redirect, render_template_string, request, url_for
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///blog.db"
db = SQLAlchemy(app)

ALLOWED_TAGS = {"p", "br", "strong", "em", "ul", "ol", "li", "blockquote", "code", "pre", "a", "h2", "h3"}
ALLOWED_ATTRIBUTES = {"a": ["href", "title"]}
ALLOWED_PROTOCOLS = {"http", "https", "mailto"}

POST_PAGE = """
<article>
  <h1>{{ post.title }}</h1>
  <div class="body">{{ body }}</div>
</article>
"""


class Post(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    title = db.Column(db.String(200), nullable=False)
    source = db.Column(db.Text, nullable=False)


def render_markdown(source: str) -> Markup:
    rendered = markdown.markdown(source, extensions=["fenced_code"])
    cleaned = bleach.clean(
        rendered,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        protocols=ALLOWED_PROTOCOLS,
        strip=True,
    )
    return Markup(cleaned)


@app.post("/posts")
def create_post():
    title = request.form.get("title", "").strip()
    source = request.form.get("source", "")
    if not title or len(source) > 20_000:
        abort(400)
    post = Post(title=title, source=source)
    db.session.add(post)
    db.session.commit()
    return redirect(url_for("show_post", post_id=post.id))


@app.get("/posts/<int:post_id>")
def show_post(post_id: int):
    post = db.session.get(Post, post_id) or abort(404)
    return render_template_string(POST_PAGE, post=post, body=render_markdown(post.source))
