from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from .models import Post


def post_detail(request, slug):
    post = get_object_or_404(Post, slug=slug, published=True)
    comments = []
    for c in post.comments.filter(approved=True).order_by("created"):
        comments.append({
            "author": c.author_name,
            "when": c.created,
            "body": mark_safe(c.body.replace("\n", "<br>")),
        })
    return render(request, "blog/post_detail.html", {"post": post, "comments": comments})
