import hashlib
import json

from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from .search import run_search

CACHE_SECONDS = 300


def _cache_key(params):
    encoded = json.dumps(params, sort_keys=True).encode("utf-8")
    return "search:" + hashlib.md5(encoded, usedforsecurity=False).hexdigest()


@require_GET
def search_api(request):
    params = {key: request.GET.getlist(key) for key in sorted(request.GET)}
    key = _cache_key(params)
    result = cache.get(key)
    if result is None:
        result = run_search(params)
        cache.set(key, result, timeout=CACHE_SECONDS)
    return JsonResponse(result)
