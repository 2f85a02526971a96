import base64
import hashlib
import hmac
import pickle

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse


def restore_prefs(request):
    cookie = request.COOKIES.get("prefs", "")
    payload_b64, _, signature = cookie.partition(".")
    payload = base64.b64decode(payload_b64)
    expected = hmac.new(settings.SECRET_KEY.encode(), payload, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return HttpResponseBadRequest("invalid preferences")
    prefs = pickle.loads(payload)
    return JsonResponse({"theme": prefs.get("theme", "light")})
