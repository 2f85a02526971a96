from django.shortcuts import get_object_or_404, render
from django.utils.html import escape
from django.utils.safestring import mark_safe

from .models import Article


def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug, published=True)
    rendered = []
    for comment in article.comments.filter(removed=False).select_related("author"):
        author = escape(comment.author.get_full_name() or comment.author.username)
        body = comment.body.replace("\n", "<br>")
        rendered.append(f'<li class="comment"><b>{author}</b><p>{body}</p></li>')
    comments_html = mark_safe("".join(rendered))
    return render(
        request,
        "blog/article_detail.html",
        {"article": article, "comments_html": comments_html},
    )
