from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from blog.models import Post


def _comment_html(comment) -> str:
    author = comment.author_name or "Anonymous"
    return f'<div class="comment"><strong>{author}</strong><p>{comment.body}</p></div>'


def comment_list(request, slug: str):
    post = get_object_or_404(Post, slug=slug, published=True)
    comments = post.comments.filter(approved=True).order_by("created_at")
    rendered = "\n".join(_comment_html(c) for c in comments)
    context = {"post": post, "comments_html": mark_safe(rendered)}
    return render(request, "blog/post_detail.html", context)
