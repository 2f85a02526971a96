from urllib.parse import unquote

from django.http import HttpResponse
from django.utils.html import escape

PAGE = "<div class='results'><p>No results for <b>{term}</b></p><a href='/search'>Try again</a></div>"


def empty_results(request):
    term = unquote(request.GET.get("q", ""))[:120]
    return HttpResponse(PAGE.format(term=escape(term)))
