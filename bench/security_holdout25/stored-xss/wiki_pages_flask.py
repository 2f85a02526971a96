import re
from datetime import datetime, timezone

from flask import Flask, abort, redirect, render_template_string, request, url_for
from flask_login import login_required
from flask_sqlalchemy import SQLAlchemy
from markupsafe import Markup

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///wiki.db"
db = SQLAlchemy(app)

PAGE = """<!doctype html>
<title>{{ page.title }}</title>
<h1>{{ page.title }}</h1>
<div class="content">{{ content }}</div>
<p class="meta">Last edited {{ page.updated.strftime('%Y-%m-%d %H:%M') }}</p>"""

EDIT = """<form method="post">
<input name="title" value="{{ page.title }}">
<textarea name="body">{{ page.body }}</textarea>
<button>Save</button></form>"""


class WikiPage(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(80), unique=True, nullable=False)
    title = db.Column(db.String(120), nullable=False)
    body = db.Column(db.Text, nullable=False, default="")
    updated = db.Column(db.DateTime, default=lambda: datetime.now(timezone.utc))


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def render_body(text):
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    return Markup("").join(Markup("<p>{}</p>").format(p) for p in paragraphs)


def load(slug):
    page = WikiPage.query.filter_by(slug=slug).first()
    if page is None:
        abort(404)
    return page


@app.route("/wiki/<slug>")
def show_page(slug):
    page = load(slug)
    return render_template_string(PAGE, page=page, content=render_body(page.body))


@app.route("/wiki/<slug>/edit", methods=["GET", "POST"])
@login_required
def edit_page(slug):
    page = load(slug)
    if request.method == "POST":
        page.title = request.form["title"].strip() or page.title
        page.body = request.form["body"]
        page.updated = datetime.now(timezone.utc)
        db.session.commit()
        return redirect(url_for("show_page", slug=page.slug))
    return render_template_string(EDIT, page=page)


@app.route("/wiki", methods=["POST"])
@login_required
def create_page():
    title = request.form["title"].strip()
    page = WikiPage(slug=slugify(title), title=title, body=request.form.get("body", ""))
    db.session.add(page)
    db.session.commit()
    return redirect(url_for("show_page", slug=page.slug))
