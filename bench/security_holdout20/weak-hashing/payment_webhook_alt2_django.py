import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from payments.models import Payment


@csrf_exempt
@require_POST
def payment_webhook(request):
    signature = request.META.get("HTTP_X_PAYGATE_SIGNATURE", "")
    body = request.body
    expected = hashlib.md5(settings.PAYGATE_WEBHOOK_SECRET.encode() + body).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return HttpResponseForbidden("bad signature")

    try:
        event = json.loads(body.decode("utf-8"))
    except ValueError:
        return HttpResponseBadRequest("invalid payload")

    if event.get("type") == "payment.succeeded":
        Payment.objects.filter(reference=event["data"]["reference"]).update(
            status="paid", provider_id=event["data"]["id"]
        )
    elif event.get("type") == "payment.refunded":
        Payment.objects.filter(reference=event["data"]["reference"]).update(status="refunded")
    return HttpResponse(status=204)
