from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import format_html, format_html_join

from .models import Thread


def thread_view(request, thread_id):
    thread = get_object_or_404(Thread, pk=thread_id)
    posts = thread.posts.select_related("author").order_by("created_at")
    rows = format_html_join(
        "\n",
        "<div class='post'><strong>{}</strong><p>{}</p></div>",
        ((p.author.username, p.body) for p in posts),
    )
    page = format_html("<h1>{}</h1>{}", thread.title, rows)
    return HttpResponse(page)
