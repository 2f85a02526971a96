from django.conf import settings
from django.shortcuts import render
from django.utils.safestring import mark_safe

from .models import Article


def home(request):
    banner = None
    window = getattr(settings, "MAINTENANCE_WINDOW", None)
    if window:
        start, end = window
        banner = mark_safe(
            '<div class="alert alert-warning">Scheduled maintenance from '
            f"<strong>{start:%H:%M}</strong> to <strong>{end:%H:%M} UTC</strong>.</div>"
        )
    query = request.GET.get("q", "")
    articles = Article.objects.filter(title__icontains=query)[:20] if query else []
    return render(request, "home.html", {"banner": banner, "query": query, "articles": articles})
