from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from .models import Article


def articles_by_tag(request):
    tags = [t for t in request.GET.getlist("tag") if t]
    articles = Article.objects.filter(tags__name__in=tags).distinct() if tags else []
    heading = format_html(
        "<p class=\"filter\">Filtering by {} ({} results)</p>",
        ", ".join(tags) or "nothing",
        len(articles),
    )
    items = format_html_join(
        "\n", "<li><a href=\"/articles/{}/\">{}</a></li>",
        ((a.pk, a.title) for a in articles),
    )
    return HttpResponse(format_html("<html><body>{}<ul>{}</ul></body></html>", heading, items))
