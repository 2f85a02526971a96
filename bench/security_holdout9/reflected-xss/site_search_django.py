import logging

from django.db.models import Q
from django.http import HttpResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.views import View

from .models import Article

logger = logging.getLogger("search")

PAGE_SIZE = 25


def highlight(term):
    return '<span class="hl">' + term + "</span>"


class SearchView(View):
    template_name = "search/results.html"

    def get_queryset(self, term):
        return (
            Article.objects.filter(Q(title__icontains=term) | Q(body__icontains=term))
            .filter(published=True)
            .order_by("-published_at")[:PAGE_SIZE]
        )

    def get(self, request):
        term = request.GET.get("q", "").strip()
        if not term:
            return render(request, self.template_name, {"results": [], "summary": ""})
        results = list(self.get_queryset(term))
        logger.info("search %r -> %d hits", term, len(results))
        summary = mark_safe("Showing %d results for %s" % (len(results), highlight(term)))
        context = {"results": results, "summary": summary, "term": term}
        return render(request, self.template_name, context)


def opensearch(request):
    xml = (
        '<?xml version="1.0"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">'
        "<ShortName>Site</ShortName>"
        '<Url type="text/html" template="/search?q={searchTerms}"/></OpenSearchDescription>'
    )
    return HttpResponse(xml, content_type="application/opensearchdescription+xml")
