from django.shortcuts import render
from django.utils.safestring import mark_safe

CATALOGUE = ("alpha", "beta", "gamma", "delta")


def search(request):
    term = request.GET.get("q", "")
    hits = []
    if term:
        hits = [t for t in CATALOGUE if term.lower() in t]
    banner = mark_safe(f"<p class='summary'>{len(hits)} results for <b>{term}</b></p>")
    return render(request, "search/results.html", {"banner": banner, "hits": hits})
