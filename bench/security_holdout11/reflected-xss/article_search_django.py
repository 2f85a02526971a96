from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def search(request):
    query = request.GET.get("q", "")
    results = Article.objects.filter(title__icontains=query)[:20]
    if results:
        summary = f"Found {len(results)} articles for <em>{query}</em>"
    else:
        summary = f"No articles matched <em>{query}</em>"
    context = {"results": results, "summary": mark_safe(summary)}
    return render(request, "articles/search.html", context)
