from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import format_html, format_html_join

from .models import Thread


def thread_comments(request, thread_id):
    thread = get_object_or_404(Thread, pk=thread_id)
    comments = thread.comments.select_related("author").order_by("created_at")
    rows = format_html_join(
        "\n",
        "<li><b>{}</b> <time>{}</time><p>{}</p></li>",
        ((c.author.username, c.created_at.strftime("%Y-%m-%d %H:%M"), c.body) for c in comments),
    )
    page = format_html("<h2>{}</h2><ul>{}</ul>", thread.title, rows)
    return HttpResponse(page)
