import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .events import handle_event


def signature_for(body: bytes) -> str:
    return hmac.new(settings.WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()


@csrf_exempt
@require_POST
def shipping_webhook(request):
    received = request.headers.get("X-Hub-Signature-256", "").removeprefix("sha256=")
    if not hmac.compare_digest(signature_for(request.body), received):
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    handle_event(event.get("type"), event.get("data", {}))
    return HttpResponse(status=204)
