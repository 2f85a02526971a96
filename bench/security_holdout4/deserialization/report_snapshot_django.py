import base64
import hashlib
import hmac
import pickle

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse


def _signature(blob):
    return hmac.new(settings.SECRET_KEY.encode(), blob, hashlib.sha256).hexdigest()


def sign_snapshot(state):
    blob = pickle.dumps(state)
    return base64.urlsafe_b64encode(blob).decode() + "." + _signature(blob)


@login_required
def restore_snapshot(request):
    token = request.GET.get("snapshot", "")
    encoded, _, sig = token.rpartition(".")
    try:
        blob = base64.urlsafe_b64decode(encoded)
    except ValueError:
        return HttpResponseBadRequest("malformed snapshot")
    if not hmac.compare_digest(sig, _signature(blob)):
        return HttpResponseBadRequest("snapshot signature mismatch")
    state = pickle.loads(blob)
    return JsonResponse({"ledger": state.get("ledger"), "filters": state.get("filters", {})})
