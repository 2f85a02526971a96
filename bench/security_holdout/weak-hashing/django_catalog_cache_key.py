import hashlib

from django.core.cache import cache
from django.shortcuts import render

from catalog.models import Product


def _cache_key(params):
    raw = "&".join(f"{k}={v}" for k, v in sorted(params.items()))
    return "catalog:" + hashlib.md5(raw.encode(), usedforsecurity=False).hexdigest()


def catalog(request):
    key = _cache_key(request.GET.dict())
    products = cache.get(key)
    if products is None:
        category = request.GET.get("category", "")
        products = list(Product.objects.filter(category__slug=category)[:50])
        cache.set(key, products, 300)
    return render(request, "catalog/list.html", {"products": products})
