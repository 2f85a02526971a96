from flask import Blueprint, abort, render_template
from flask_login import current_user, login_required
from markupsafe import Markup, escape

from .models import Post, Thread, User

forum_bp = Blueprint("forum", __name__, url_prefix="/forum")

POSTS_PER_PAGE = 25


def signature_block(user: User) -> Markup:
    if not user.signature:
        return Markup("")
    return Markup(f"<div class='signature'>{user.signature}</div>")


def author_tag(user: User) -> Markup:
    role = "moderator" if user.is_moderator else "member"
    return Markup("<span class='role-tag role-{}'>{}</span>").format(role, escape(user.display_name))


@forum_bp.get("/threads/<int:thread_id>")
@login_required
def show_thread(thread_id: int):
    thread = Thread.query.get_or_404(thread_id)
    if thread.is_hidden and not current_user.is_moderator:
        abort(404)

    posts = (
        Post.query.filter_by(thread_id=thread.id)
        .order_by(Post.created_at.asc())
        .limit(POSTS_PER_PAGE)
        .all()
    )
    rendered = [
        {
            "id": post.id,
            "body": post.body,
            "created_at": post.created_at,
            "author": author_tag(post.author),
            "signature": signature_block(post.author),
        }
        for post in posts
    ]
    return render_template("forum/thread.html", thread=thread, posts=rendered)
