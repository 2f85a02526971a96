import base64

from django.http import JsonResponse
from django.views.decorators.http import require_GET


def _decode(token):
    padded = token + "=" * (-len(token) % 4)
    return base64.urlsafe_b64decode(padded.encode()).decode("utf-8")


@require_GET
def bind_account(request):
    header = request.META.get("HTTP_X_ACCOUNT_TOKEN", "")
    account_id = ""
    if header:
        decoded = _decode(header)
        account_id = decoded.split(":", 1)[0]
    store = lambda key, value: request.session.__setitem__(key, value)
    store("account_id", account_id)
    return JsonResponse({"bound": bool(account_id)})
