from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from .models import Article


class CommentPresenter:
    def __init__(self, comment):
        self.author = comment.author_name
        self.body = comment.body

    def as_html(self):
        return mark_safe(f"<p class='comment'><b>{self.author}</b>: {self.body}</p>")


def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug)
    comments = [CommentPresenter(c).as_html() for c in article.comments.order_by("created_at")]
    return render(request, "blog/article_detail.html", {"article": article, "comments": comments})


@require_POST
def add_comment(request, slug):
    article = get_object_or_404(Article, slug=slug)
    article.comments.create(author_name=request.POST.get("author", "")[:60], body=request.POST.get("body", ""))
    return redirect(article.get_absolute_url())
