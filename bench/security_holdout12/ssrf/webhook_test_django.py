import json
import urllib.request

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def webhook_url(settings):
    scheme = "https" if settings.get("tls") == "on" else "http"
    return "{}://{}:{}{}".format(scheme, settings["host"], settings.get("port", 80), settings.get("path", "/"))


@login_required
@require_POST
def test_webhook(request):
    settings = {k: v for k, v in request.POST.items() if k in ("host", "port", "path", "tls")}
    body = json.dumps({"event": "ping"}).encode()
    req = urllib.request.Request(webhook_url(settings), data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        reply = resp.read(2048).decode(errors="replace")
    return JsonResponse({"status": resp.status, "reply": reply})
