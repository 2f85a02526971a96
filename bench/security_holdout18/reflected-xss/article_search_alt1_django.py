from django.http import HttpResponse
from django.utils.html import escape

from .models import Article


def article_search(request):
    term = request.GET.get("q", "").strip()
    display_term = escape(term)
    results = list(Article.objects.filter(title__icontains=term)[:20]) if term else []
    if not results:
        return HttpResponse(f"<h2>No articles match '{term}'</h2><a href='/articles/'>Back</a>")
    items = "".join(f"<li>{escape(a.title)}</li>" for a in results)
    return HttpResponse(f"<h2>Results for {display_term}</h2><ul>{items}</ul>")
