import logging

from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from .forms import CommentForm
from .models import Article, Comment

logger = logging.getLogger(__name__)


def render_comment(comment):
    author = escape(comment.author.get_full_name() or comment.author.username)
    posted = comment.created_at.strftime("%d %b %Y %H:%M")
    return f'<li class="comment" id="c{comment.pk}"><span class="author">{author}</span> <time>{posted}</time><div class="body">{comment.body}</div></li>'


def render_thread(comments):
    return mark_safe("<ul class=\"thread\">" + "".join(render_comment(c) for c in comments) + "</ul>")


def article_detail(request, slug):
    article = get_object_or_404(Article, slug=slug, published=True)
    comments = (
        Comment.objects.filter(article=article, approved=True)
        .select_related("author")
        .order_by("created_at")
    )
    context = {
        "article": article,
        "thread_html": render_thread(comments),
        "form": CommentForm(),
    }
    return render(request, "blog/article_detail.html", context)


@login_required
@require_POST
def add_comment(request, slug):
    article = get_object_or_404(Article, slug=slug, published=True)
    form = CommentForm(request.POST)
    if not form.is_valid():
        logger.info("rejected comment on %s: %s", slug, form.errors.as_json())
        return redirect(article.get_absolute_url())
    comment = form.save(commit=False)
    comment.article = article
    comment.author = request.user
    comment.approved = not article.moderate_comments
    comment.save()
    logger.info("comment %s added to %s by %s", comment.pk, slug, request.user.pk)
    return redirect(f"{article.get_absolute_url()}#c{comment.pk}")
