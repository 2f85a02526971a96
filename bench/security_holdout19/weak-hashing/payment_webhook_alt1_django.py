import hashlib
import hmac
import os

from django.http import HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt

from payments.events import process_payment_event

WEBHOOK_SECRET = os.environ["WEBHOOK_SECRET"]


@csrf_exempt
def payment_webhook(request):
    sent = request.headers.get("X-Signature", "")
    payload = request.body.decode("utf-8")
    expected = hashlib.sha1("".join([WEBHOOK_SECRET, payload]).encode()).hexdigest()
    if not hmac.compare_digest(sent, expected):
        return HttpResponseForbidden("bad signature")
    process_payment_event(payload)
    return HttpResponse("ok")
