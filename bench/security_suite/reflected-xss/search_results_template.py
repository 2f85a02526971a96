from django.shortcuts import render

from catalog.models import Product


def search(request):
    term = request.GET.get("q", "")
    hits = Product.objects.filter(name__icontains=term)[:20]
    context = {"term": term, "hits": hits}
    return render(request, "catalog/search.html", context)
