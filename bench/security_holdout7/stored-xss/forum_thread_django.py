import re
from dataclasses import dataclass
from typing import List

from django.apps import apps
from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, render
from django.utils.html import escape
from django.utils.safestring import mark_safe

POSTS_PER_PAGE = 20
BOLD_RE = re.compile(r"\*\*(.+?)\*\*")
CODE_RE = re.compile(r"`([^`]+)`")


@dataclass
class RenderedPost:
    author: str
    created: str
    body: str


class PostFormatter:
    """Turns the light markup used in the forum into HTML."""

    def to_html(self, raw: str) -> str:
        text = escape(raw)
        text = BOLD_RE.sub(r"<strong>\1</strong>", text)
        text = CODE_RE.sub(r"<code>\1</code>", text)
        paragraphs = [p.replace("\n", "<br>") for p in text.split("\n\n") if p.strip()]
        return "".join(f"<p>{p}</p>" for p in paragraphs)

    def render(self, post) -> RenderedPost:
        html = self.to_html(post.body)
        return RenderedPost(
            author=post.author.get_username(),
            created=post.created_at.strftime("%d %b %Y %H:%M"),
            body=mark_safe(html),
        )


formatter = PostFormatter()


def load_posts(thread) -> List:
    Post = apps.get_model("forum", "Post")
    return list(
        Post.objects.filter(thread=thread)
        .select_related("author")
        .order_by("created_at")
    )


def forum_thread(request, thread_id):
    Thread = apps.get_model("forum", "Thread")
    thread = get_object_or_404(Thread, pk=thread_id)
    paginator = Paginator(load_posts(thread), POSTS_PER_PAGE)
    page = paginator.get_page(request.GET.get("page"))
    rendered = [formatter.render(post) for post in page.object_list]
    return render(
        request,
        "forum/thread.html",
        {"thread": thread, "page": page, "posts": rendered},
    )
