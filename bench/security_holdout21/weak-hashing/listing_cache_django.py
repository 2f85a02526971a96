import hashlib

from django.core.cache import cache
from django.http import JsonResponse

from catalog.services import build_listing


def listing_cached(request):
    params = sorted(request.GET.items())
    raw = "&".join(f"{k}={v}" for k, v in params)
    key = "listing:" + hashlib.md5(raw.encode(), usedforsecurity=False).hexdigest()
    data = cache.get(key)
    if data is None:
        data = build_listing(dict(params))
        cache.set(key, data, 300)
    return JsonResponse(data)
