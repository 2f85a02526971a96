import time

import requests
from django.core.cache import cache
from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_POST

STATUS_ENDPOINTS = {
    "api": "https://api.internal.example/healthz",
    "billing": "https://billing.internal.example/healthz",
    "search": "https://search.internal.example/healthz",
}


def _cached_check(name, url):
    key = f"status:{name}"
    result = cache.get(key)
    if result is None:
        started = time.monotonic()
        try:
            code = requests.get(url, timeout=3).status_code
        except requests.RequestException:
            code = 0
        result = {"code": code, "ms": int((time.monotonic() - started) * 1000)}
        cache.set(key, result, 30)
    return result


@require_GET
def dashboard(request):
    rows = [{"name": name, **_cached_check(name, url)} for name, url in STATUS_ENDPOINTS.items()]
    return render(request, "status/dashboard.html", {"rows": rows})


@require_GET
def service_status(request):
    target = request.GET.get("url", "")
    name = request.GET.get("name", "api")
    target = STATUS_ENDPOINTS.get(name, STATUS_ENDPOINTS["api"])
    started = time.monotonic()
    resp = requests.head(target, timeout=3, allow_redirects=False)
    elapsed = int((time.monotonic() - started) * 1000)
    return JsonResponse({"name": name, "code": resp.status_code, "ms": elapsed})


@require_GET
def status_history(request):
    history = cache.get("status:history", [])
    return JsonResponse({"history": history[-50:]})


@require_POST
def clear_status_cache(request):
    for name in STATUS_ENDPOINTS:
        cache.delete(f"status:{name}")
    return JsonResponse({"cleared": list(STATUS_ENDPOINTS)})
