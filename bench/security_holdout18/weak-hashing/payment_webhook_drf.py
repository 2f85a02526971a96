import hashlib
import hmac

from django.conf import settings
from rest_framework.decorators import api_view, authentication_classes, permission_classes
from rest_framework.response import Response

from .tasks import process_payment_event


@api_view(["POST"])
@authentication_classes([])
@permission_classes([])
def payment_webhook(request):
    signature = request.headers.get("X-Signature", "")
    body = request.body
    expected = hashlib.md5(settings.WEBHOOK_SECRET.encode() + body).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return Response({"error": "bad signature"}, status=403)
    process_payment_event.delay(body.decode("utf-8"))
    return Response({"received": True})
