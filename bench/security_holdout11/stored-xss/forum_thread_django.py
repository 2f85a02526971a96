from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from .models import Post, Thread


def thread_view(request, thread_id):
    thread = Thread.objects.get(pk=thread_id)
    posts = Post.objects.filter(thread=thread).select_related("author").order_by("created")
    items = format_html_join(
        "\n", "<li><strong>{}</strong><div>{}</div></li>",
        ((p.author.username, p.body) for p in posts),
    )
    html = format_html("<h1>{}</h1><ol>{}</ol>", thread.title, items)
    return HttpResponse(html)
