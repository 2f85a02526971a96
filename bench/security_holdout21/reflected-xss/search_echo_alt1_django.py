from urllib.parse import unquote

from django.http import HttpResponse

PAGE = "<div class='results'><p>No results for <b>{term}</b></p><a href='/search'>Try again</a></div>"


def search_echo(request):
    term = unquote(request.GET.get("q", ""))
    term = term[:120]
    return HttpResponse(PAGE.format(term=term))
