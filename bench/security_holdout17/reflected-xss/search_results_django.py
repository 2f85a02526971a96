from urllib.parse import parse_qsl

from django.http import HttpResponse


def search_results(request):
    pairs = dict(parse_qsl(request.META.get("QUERY_STRING", "")))
    term = pairs.get("q", "").strip()
    hits = _lookup(term)
    items = "".join(f"<li>{h}</li>" for h in hits)
    body = f"<p>Results for <b>{term}</b>: {len(hits)}</p><ul>{items}</ul>"
    return HttpResponse(body)


def _lookup(term):
    catalogue = ["red chair", "blue table", "green lamp"]
    return [c for c in catalogue if term.lower() in c]
