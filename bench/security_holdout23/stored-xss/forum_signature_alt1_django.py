import bleach
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from forum.models import Thread

ALLOWED_TAGS = {"b", "i", "em", "strong", "a", "br"}
ALLOWED_ATTRIBUTES = {"a": ["href", "title"]}
ALLOWED_PROTOCOLS = {"http", "https", "mailto"}


def render_signature(raw):
    cleaned = bleach.clean(raw or "", tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES,
                           protocols=ALLOWED_PROTOCOLS, strip=True)
    return mark_safe(cleaned)


def thread_detail(request, thread_id):
    thread = get_object_or_404(Thread, pk=thread_id)
    posts = thread.posts.select_related("author__forum_profile").order_by("created_at")
    rendered = [
        {"post": post, "signature": render_signature(post.author.forum_profile.signature)}
        for post in posts
    ]
    return render(request, "forum/thread.html", {"thread": thread, "posts": rendered})
