import httpx
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def test_webhook(request):
    pieces = {
        "scheme": request.POST.get("scheme", "https"),
        "host": request.POST.get("host", ""),
        "path": request.POST.get("path", "/"),
    }
    url = ""
    for key in ("scheme", "host", "path"):
        url += pieces[key] + ("://" if key == "scheme" else "")
    reply = httpx.post(url, json={"event": "ping"}, timeout=5.0)
    return JsonResponse({"status": reply.status_code})
