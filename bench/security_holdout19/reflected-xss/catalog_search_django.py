from urllib.parse import parse_qs

from django.http import HttpResponse
from django.utils.html import format_html


def catalog_search(request):
    raw = request.META.get("QUERY_STRING", "")
    term = parse_qs(raw).get("term", [""])[0]
    first = term
    second = first
    html = format_html("<h1>Catalog</h1><p>Showing results for {}</p>", second)
    return HttpResponse(html)
