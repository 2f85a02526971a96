import hashlib
import hmac
import json
import os
import time

from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

WEBHOOK_SECRET = os.environ.get("PAYMENTS_WEBHOOK_SECRET", "").encode()
SIGNATURE_HEADER = "HTTP_X_PAYMENTS_SIGNATURE"
TIMESTAMP_HEADER = "HTTP_X_PAYMENTS_TIMESTAMP"
TOLERANCE_SECONDS = 300
PROCESSED_EVENTS = []


class SignatureError(Exception):
    pass


def expected_signature(secret: bytes, timestamp: str, body: bytes) -> str:
    message = timestamp.encode("ascii") + b"." + body
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def verify_request(request) -> dict:
    if not WEBHOOK_SECRET:
        raise SignatureError("webhook secret not configured")
    signature = request.META.get(SIGNATURE_HEADER, "")
    timestamp = request.META.get(TIMESTAMP_HEADER, "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise SignatureError("stale timestamp")
    expected = expected_signature(WEBHOOK_SECRET, timestamp, request.body)
    if not hmac.compare_digest(expected, signature):
        raise SignatureError("signature mismatch")
    return json.loads(request.body)


def on_payment_succeeded(event):
    PROCESSED_EVENTS.append(("paid", event["data"]["id"]))


def on_payment_failed(event):
    PROCESSED_EVENTS.append(("failed", event["data"]["id"]))


HANDLERS = {
    "payment.succeeded": on_payment_succeeded,
    "payment.failed": on_payment_failed,
}


@csrf_exempt
@require_POST
def payment_webhook(request):
    try:
        event = verify_request(request)
    except (SignatureError, ValueError):
        return HttpResponseForbidden("invalid signature")
    handler = HANDLERS.get(event.get("type"))
    if handler is not None:
        handler(event)
    return HttpResponse(status=204)
