from flask import Blueprint, redirect, render_template_string, request, url_for
from flask_login import current_user, login_required

from .models import Comment, Post, db

bp = Blueprint("comments", __name__)

THREAD = """
<h1>{{ post.title }}</h1>
{% for c in comments %}
  <article class="comment">
    <header>{{ c.author.username }} &middot; {{ c.created_at.strftime('%d %b %Y') }}</header>
    <div class="body">{{ c.body }}</div>
  </article>
{% endfor %}
"""


@bp.post("/posts/<int:post_id>/comments")
@login_required
def add_comment(post_id: int):
    db.session.add(Comment(post_id=post_id, author_id=current_user.id, body=request.form["body"]))
    db.session.commit()
    return redirect(url_for("comments.thread", post_id=post_id))


@bp.get("/posts/<int:post_id>/comments")
def thread(post_id: int):
    post = Post.query.get_or_404(post_id)
    comments = Comment.query.filter_by(post_id=post.id).order_by(Comment.created_at).all()
    return render_template_string(THREAD, post=post, comments=comments)
