import hashlib
import hmac
import json
import time

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.urls import path
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from .models import Invoice

TOLERANCE_SECONDS = 300


def compute_signature(timestamp: str, body: bytes) -> str:
    message = timestamp.encode() + b"." + body
    return hmac.new(settings.BILLING_WEBHOOK_SECRET.encode(), message, hashlib.sha256).hexdigest()


def verify(request) -> bool:
    header = request.headers.get("Billing-Signature", "")
    parts = dict(item.split("=", 1) for item in header.split(",") if "=" in item)
    timestamp, signature = parts.get("t", ""), parts.get("v1", "")
    if not (timestamp.isascii() and timestamp.isdigit()):
        return False
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    return hmac.compare_digest(signature, compute_signature(timestamp, request.body))


@csrf_exempt
@require_POST
def billing_webhook(request):
    if not verify(request):
        return HttpResponseForbidden("bad signature")
    try:
        event = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest("invalid JSON")
    invoice_id = event.get("data", {}).get("invoice_id")
    if event.get("type") == "invoice.paid" and invoice_id:
        Invoice.objects.filter(external_id=invoice_id).update(status="paid")
    elif event.get("type") == "invoice.voided" and invoice_id:
        Invoice.objects.filter(external_id=invoice_id).update(status="void")
    return HttpResponse(status=204)


urlpatterns = [path("webhooks/billing/", billing_webhook)]
