import re

from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Comment

SCRIPT_BLOCK = re.compile(r"<script\b[^>]*>.*?</script\s*>", re.IGNORECASE | re.DOTALL)


def render_body(text):
    stripped = SCRIPT_BLOCK.sub("", text)
    return mark_safe(stripped.replace("\n", "<br>"))


def article_comments(request, article_id):
    comments = Comment.objects.filter(article_id=article_id, approved=True).order_by("-created")
    entries = [{"author": c.author_name, "html": render_body(c.body)} for c in comments[:100]]
    return render(request, "articles/comments.html", {"entries": entries})
