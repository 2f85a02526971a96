from django.http import HttpResponse, HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from .models import Thread


def _highlight(title, term):
    if term:
        title = title.replace(term, f"<mark>{escape(term)}</mark>")
    return mark_safe(title)


@require_POST
def create_thread(request):
    title = request.POST.get("title", "").strip()
    body = request.POST.get("body", "").strip()
    if not title or len(title) > 200 or not body:
        return HttpResponseBadRequest("title and body are required")
    thread = Thread.objects.create(title=title, body=body, author=request.user)
    return redirect("thread-detail", thread_id=thread.pk)


def thread_list(request):
    term = request.GET.get("q", "").strip()
    threads = Thread.objects.order_by("-created")
    if term:
        threads = threads.filter(title__icontains=term)
    rows = format_html_join(
        "\n",
        '<li><a href="{}">{}</a> <span class="count">{}</span></li>',
        (
            (reverse("thread-detail", args=[t.pk]), _highlight(t.title, term), t.reply_count)
            for t in threads[:50]
        ),
    )
    return HttpResponse(format_html("<ul class='threads'>{}</ul>", rows))


def thread_detail(request, thread_id):
    thread = get_object_or_404(Thread, pk=thread_id)
    html = format_html(
        "<article><h1>{}</h1><div class='body'>{}</div><footer>{}</footer></article>",
        thread.title,
        thread.body,
        thread.author.get_username(),
    )
    return HttpResponse(html)
