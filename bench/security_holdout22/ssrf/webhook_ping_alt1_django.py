import httpx
from django.http import JsonResponse
from django.views.decorators.http import require_POST

DEFAULT_PORT = 443


@require_POST
def ping_webhook(request):
    host, port, path = (request.POST.get(key, "") for key in ("host", "port", "path"))
    port = int(port) if port.isdigit() else DEFAULT_PORT
    url = "https://{}:{}/{}".format(host, port, path.lstrip("/"))
    result = httpx.post(url, json={"event": "ping"}, timeout=3.0)
    return JsonResponse({"delivered": result.is_success, "status": result.status_code})
