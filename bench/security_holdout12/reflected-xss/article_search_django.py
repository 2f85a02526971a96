from django.http import HttpResponse
from django.utils.html import escape

from .models import Article


def summary_line(query, count):
    noun = "result" if count == 1 else "results"
    return "<p>%d %s for <strong>%s</strong></p>" % (count, noun, query)


def search(request):
    query = request.GET.get("q", "").strip()
    articles = list(Article.objects.filter(title__icontains=query)[:20]) if query else []
    parts = [summary_line(query, len(articles)), "<ul>"]
    for article in articles:
        parts.append("<li>%s</li>" % escape(article.title))
    parts.append("</ul>")
    return HttpResponse("".join(parts))
