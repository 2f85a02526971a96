from datetime import datetime, timezone

import bleach
from flask import Flask, abort, redirect, render_template, request, url_for
from flask_login import current_user, login_required
from markupsafe import Markup

from .models import WikiPage, WikiRevision, db

app = Flask(__name__)

ALLOWED_TAGS = {
    "p", "br", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "code", "pre",
    "blockquote", "a", "table", "thead", "tbody", "tr", "th", "td",
}
ALLOWED_ATTRIBUTES = {"a": ["href", "title"], "th": ["scope"]}
ALLOWED_PROTOCOLS = {"http", "https", "mailto"}


def render_wiki_html(source):
    return bleach.clean(
        source,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        protocols=ALLOWED_PROTOCOLS,
        strip=True,
    )


@app.get("/wiki/<slug>")
def show_page(slug):
    page = WikiPage.query.filter_by(slug=slug).first_or_404()
    content = Markup(render_wiki_html(page.body))
    return render_template("wiki/page.html", page=page, content=content)


@app.get("/wiki/<slug>/history")
def page_history(slug):
    page = WikiPage.query.filter_by(slug=slug).first_or_404()
    revisions = page.revisions.order_by(WikiRevision.created_at.desc()).limit(50).all()
    return render_template("wiki/history.html", page=page, revisions=revisions)


@app.post("/wiki/<slug>")
@login_required
def save_page(slug):
    body = request.form.get("body", "")
    if len(body) > 200_000:
        abort(413)
    page = WikiPage.query.filter_by(slug=slug).first()
    if page is None:
        page = WikiPage(slug=slug, title=request.form.get("title", slug)[:200])
        db.session.add(page)
    page.body = body
    page.updated_at = datetime.now(timezone.utc)
    db.session.add(WikiRevision(page=page, author_id=current_user.id, body=body))
    db.session.commit()
    return redirect(url_for("show_page", slug=slug))
