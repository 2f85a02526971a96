import hashlib

from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .models import Product

CACHE_SECONDS = 300


@require_GET
def product_list(request):
    key = "products:" + hashlib.md5(request.get_full_path().encode("utf-8")).hexdigest()
    payload = cache.get(key)
    if payload is None:
        qs = Product.objects.filter(active=True)
        if request.GET.get("category"):
            qs = qs.filter(category__slug=request.GET["category"])
        payload = list(qs.order_by("name").values("id", "name", "price")[:100])
        cache.set(key, payload, CACHE_SECONDS)
    return JsonResponse({"products": payload})
