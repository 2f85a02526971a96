import json
from datetime import timedelta

from django.contrib.auth import authenticate
from django.core import signing
from django.http import HttpRequest, JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

REMEMBER_COOKIE = "remember_me"
REMEMBER_FOR = timedelta(days=30)
signer = signing.TimestampSigner(salt="remember-me")


def _body(request: HttpRequest) -> dict:
    try:
        return json.loads(request.body or b"{}")
    except json.JSONDecodeError:
        return {}


@require_POST
def token_login(request: HttpRequest) -> JsonResponse:
    data = _body(request)
    user = authenticate(request, username=data.get("username"), password=data.get("password"))
    if user is None:
        return JsonResponse({"ok": False}, status=401)
    response = JsonResponse({"ok": True, "user": user.get_username()})
    if data.get("remember"):
        value = signer.sign(str(user.pk))
        expires = timezone.now() + REMEMBER_FOR
        response.set_cookie(REMEMBER_COOKIE, value, expires=expires, httponly=True, samesite="Lax")
    return response


@require_GET
def whoami(request: HttpRequest) -> JsonResponse:
    raw = request.COOKIES.get(REMEMBER_COOKIE)
    if not raw:
        return JsonResponse({"user": None})
    try:
        user_id = signer.unsign(raw, max_age=REMEMBER_FOR)
    except signing.BadSignature:
        return JsonResponse({"user": None}, status=400)
    return JsonResponse({"user": int(user_id)})


@require_POST
def logout(request: HttpRequest) -> JsonResponse:
    response = JsonResponse({"ok": True})
    response.delete_cookie(REMEMBER_COOKIE)
    return response
