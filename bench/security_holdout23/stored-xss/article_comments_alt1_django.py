from django.shortcuts import get_object_or_404, render
from django.utils.html import escape
from django.utils.safestring import mark_safe

from .models import Article


def article_comments(request, slug):
    article = get_object_or_404(Article, slug=slug, published=True)
    blocks = []
    for comment in article.comments.select_related("author").order_by("created_at"):
        author = escape(comment.author.get_full_name() or comment.author.username)
        blocks.append(
            f"<article class='comment'><h4>{author}</h4><div class='text'>{comment.body}</div></article>"
        )
    comments_html = mark_safe("".join(blocks))
    return render(
        request,
        "articles/comments.html",
        {"article": article, "comments_html": comments_html},
    )
