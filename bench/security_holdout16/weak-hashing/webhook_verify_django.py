import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST


def _expected(body):
    key = settings.WEBHOOK_SECRET.encode()
    return "sha256=" + hmac.new(key, body, hashlib.sha256).hexdigest()


@csrf_exempt
@require_POST
def payment_webhook(request):
    supplied = request.headers.get("X-Signature", "")
    if not hmac.compare_digest(supplied, _expected(request.body)):
        return HttpResponseForbidden("bad signature")
    event = json.loads(request.body)
    return HttpResponse(f"received {event.get('type', 'unknown')}")
