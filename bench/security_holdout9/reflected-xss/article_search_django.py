import logging

from django.core.paginator import Paginator
from django.db.models import Q
from django.http import HttpResponse, JsonResponse
from django.utils.html import escape, format_html, format_html_join
from django.views.decorators.http import require_GET

from .models import Article

logger = logging.getLogger(__name__)

PER_PAGE = 20


def _query_articles(term):
    qs = Article.objects.filter(published=True)
    if term:
        qs = qs.filter(Q(title__icontains=term) | Q(summary__icontains=term))
    return qs.order_by("-published_at")


def _result_rows(page):
    return format_html_join(
        "\n",
        '<li><a href="/articles/{}/">{}</a> <small>{}</small></li>',
        ((a.pk, a.title, a.published_at.date()) for a in page.object_list),
    )


@require_GET
def search_page(request):
    term = request.GET.get("q", "").strip()
    page_no = request.GET.get("page", "1")
    paginator = Paginator(_query_articles(term), PER_PAGE)
    page = paginator.get_page(page_no)
    logger.debug("search for %r returned %d hits", term, paginator.count)
    header = format_html("<h2>{} results for &ldquo;{}&rdquo;</h2>", paginator.count, term)
    body = format_html("<section>{}<ul>{}</ul></section>", header, _result_rows(page))
    if not paginator.count:
        body = format_html("<p>Nothing found for <q>{}</q>. Try another term.</p>", term)
    return HttpResponse(body)


@require_GET
def search_api(request):
    term = request.GET.get("q", "").strip()
    data = [{"id": a.pk, "title": a.title} for a in _query_articles(term)[:PER_PAGE]]
    return JsonResponse({"q": escape(term), "results": data})
