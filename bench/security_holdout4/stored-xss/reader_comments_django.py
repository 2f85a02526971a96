from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from newsroom.models import Article, ReaderComment


def _render_comment(comment):
    return mark_safe(f"<div class='comment'><strong>{comment.display_name}</strong><p>{comment.body}</p></div>")


@require_POST
def post_comment(request, slug):
    article = get_object_or_404(Article, slug=slug, status="published")
    ReaderComment.objects.create(
        article=article,
        display_name=request.POST.get("name", "Anonymous")[:80],
        body=request.POST.get("body", ""),
    )
    return redirect("article_detail", slug=slug)


def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug, status="published")
    comments = ReaderComment.objects.filter(article=article, hidden=False).order_by("created_at")
    return render(request, "newsroom/article_detail.html", {
        "article": article,
        "comments_html": [_render_comment(c) for c in comments],
    })
