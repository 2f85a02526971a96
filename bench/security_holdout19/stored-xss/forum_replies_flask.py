import nh3
from flask import Blueprint, Flask, abort, redirect, render_template_string, request, url_for
from flask_login import current_user, login_required
from markupsafe import Markup

from .models import Reply, Thread, db

forum = Blueprint("forum", __name__, url_prefix="/forum")

ALLOWED_TAGS = {"p", "br", "strong", "em", "code", "pre", "ul", "ol", "li", "blockquote", "a"}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}}

THREAD_PAGE = """<h1>{{ thread.title }}</h1>
{% for reply in replies %}
<article class="reply">
  <header>{{ reply.author.username }} &middot; {{ reply.created_at.strftime('%d %b %Y') }}</header>
  {{ reply.html }}
</article>
{% endfor %}"""


def render_reply_body(body):
    cleaned = nh3.clean(body, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, url_schemes={"http", "https", "mailto"})
    return Markup(cleaned)


@forum.get("/threads/<int:thread_id>")
def show_thread(thread_id):
    thread = Thread.query.get_or_404(thread_id)
    replies = []
    for r in thread.replies.order_by(Reply.created_at):
        r.html = render_reply_body(r.body)
        replies.append(r)
    return render_template_string(THREAD_PAGE, thread=thread, replies=replies)


@forum.post("/threads/<int:thread_id>/replies")
@login_required
def add_reply(thread_id):
    thread = Thread.query.get_or_404(thread_id)
    if thread.locked:
        abort(403)
    body = request.form.get("body", "").strip()
    if not body:
        abort(400)
    db.session.add(Reply(thread=thread, author_id=current_user.id, body=body))
    db.session.commit()
    return redirect(url_for("forum.show_thread", thread_id=thread.id))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(forum)
    return app
