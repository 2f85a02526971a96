from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from .models import Article


def search(request):
    term = request.GET.get("q", "").strip()
    hits = list(Article.objects.filter(title__icontains=term)[:20]) if term else []
    if not hits:
        body = format_html("<p>No articles match <strong>{}</strong>.</p>", term)
    else:
        rows = format_html_join("\n", "<li><a href='/articles/{}/'>{}</a></li>", ((a.pk, a.title) for a in hits))
        body = format_html("<p>Results for <strong>{}</strong>:</p><ul>{}</ul>", term, rows)
    return HttpResponse(body)
