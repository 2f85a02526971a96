from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from blog.models import Comment, Post


def _render_comment(comment):
    return {
        "author": comment.author.get_full_name(),
        "created": comment.created_at,
        "body": mark_safe(comment.body.replace("\n", "<br>")),
    }


@login_required
@require_POST
def add_comment(request, slug):
    post = get_object_or_404(Post, slug=slug, published=True)
    Comment.objects.create(post=post, author=request.user, body=request.POST["body"][:5000])
    return redirect("post_detail", slug=slug)


def post_detail(request, slug):
    post = get_object_or_404(Post, slug=slug, published=True)
    comments = post.comments.select_related("author").order_by("created_at")
    context = {"post": post, "comments": [_render_comment(c) for c in comments]}
    return render(request, "blog/post_detail.html", context)
