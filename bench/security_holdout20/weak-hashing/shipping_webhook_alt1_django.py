import hashlib
import hmac
import json

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from fulfilment.models import Parcel


@csrf_exempt
@require_POST
def shipping_webhook(request):
    signature = request.META.get("HTTP_X_CARRIER_SIGNATURE", "")
    body = request.body
    expected = hmac.new(settings.CARRIER_WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return HttpResponseForbidden("bad signature")

    try:
        event = json.loads(body.decode("utf-8"))
    except ValueError:
        return HttpResponseBadRequest("invalid payload")

    if event.get("type") == "parcel.delivered":
        Parcel.objects.filter(tracking=event["data"]["tracking"]).update(
            status="delivered", delivered_at=event["data"]["timestamp"]
        )
    elif event.get("type") == "parcel.returned":
        Parcel.objects.filter(tracking=event["data"]["tracking"]).update(status="returned")
    return HttpResponse(status=204)
