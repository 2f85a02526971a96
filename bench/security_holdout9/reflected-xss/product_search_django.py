from django.http import HttpResponse
from django.views.decorators.http import require_GET

PRODUCTS = ["desk lamp", "standing desk", "office chair", "monitor arm"]


def _no_results(term):
    return "<div class='empty'>No products matched <b>%s</b>.</div>" % term


@require_GET
def search(request):
    term = request.GET.get("q", "")
    results = [p for p in PRODUCTS if term.lower() in p]
    if not results:
        html = _no_results(term)
    else:
        html = "<ul>" + "".join("<li>%s</li>" % r for r in results) + "</ul>"
    return HttpResponse(html)
