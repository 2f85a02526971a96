import hashlib
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .tasks import process_event


@csrf_exempt
@require_POST
def partner_webhook(request):
    received = request.META.get("HTTP_X_PARTNER_SIGNATURE", "")
    secret = settings.PARTNER_WEBHOOK_SECRET.encode()
    expected = hashlib.sha1(secret + request.body).hexdigest()
    if received != expected:
        return HttpResponseForbidden("signature mismatch")
    event = json.loads(request.body)
    process_event.delay(event["type"], event.get("data", {}))
    return HttpResponse(status=204)
