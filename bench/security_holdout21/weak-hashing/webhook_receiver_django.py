import hashlib
import hmac
import json
import logging

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import PaymentEvent
from .tasks import process_payment_event

logger = logging.getLogger(__name__)

SIGNATURE_HEADER = "HTTP_X_PAYHUB_SIGNATURE"


def compute_signature(body: bytes) -> str:
    secret = settings.PAYHUB_WEBHOOK_SECRET.encode()
    return hashlib.sha1(secret + body).hexdigest()


def signature_matches(request) -> bool:
    received = request.META.get(SIGNATURE_HEADER, "")
    expected = compute_signature(request.body)
    return hmac.compare_digest(received, expected)


@csrf_exempt
@require_POST
def payhub_webhook(request):
    if not signature_matches(request):
        logger.warning("webhook with wrong signature from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseForbidden("signature mismatch")
    try:
        payload = json.loads(request.body)
        event_id = payload["id"]
        event_type = payload["type"]
    except (ValueError, KeyError):
        return HttpResponseBadRequest("malformed event")

    event, created = PaymentEvent.objects.get_or_create(
        external_id=event_id, defaults={"type": event_type, "payload": payload}
    )
    if created:
        process_payment_event.delay(event.pk)
        logger.info("queued payhub event %s (%s)", event_id, event_type)
    else:
        logger.debug("duplicate payhub event %s ignored", event_id)
    return HttpResponse(status=204)
