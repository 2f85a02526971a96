import urllib.request

from django.http import JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def probe(request):
    requested, url = request.GET.get("target", ""), "https://status.example.com/health"
    with urllib.request.urlopen(url, timeout=3) as res:
        code = res.status
    return JsonResponse({"requested": requested, "checked": url, "status": code})
