from dataclasses import dataclass

from django.http import HttpResponse, JsonResponse
from django.utils.html import format_html, format_html_join
from django.views.decorators.http import require_GET


@dataclass(frozen=True)
class Article:
    slug: str
    title: str
    keywords: tuple


ARTICLES = [
    Article("reset-password", "Resetting your password", ("password", "login")),
    Article("export-data", "Exporting your data", ("export", "csv", "download")),
    Article("billing-cycle", "Understanding billing cycles", ("billing", "invoice")),
]


class ArticleIndex:
    def __init__(self, articles):
        self.articles = articles

    def search(self, query):
        needle = query.lower()
        return [a for a in self.articles if needle in a.title.lower() or needle in a.keywords]

    def by_slug(self, slug):
        return next((a for a in self.articles if a.slug == slug), None)


index = ArticleIndex(ARTICLES)


@require_GET
def search_help(request):
    query = request.GET.get("q", "").strip()
    matches = index.search(query) if query else []
    rows = format_html_join(
        "\n", "<li><a href='/help/{}'>{}</a></li>", ((a.slug, a.title) for a in matches)
    )
    body = format_html("<h1>Results for &quot;{}&quot;</h1><ul>{}</ul>", query, rows)
    return HttpResponse(body)


@require_GET
def article_json(request, slug):
    article = index.by_slug(slug)
    if article is None:
        return JsonResponse({"error": "not found"}, status=404)
    return JsonResponse({"slug": article.slug, "title": article.title})
