import pyotp
from django.contrib.auth.decorators import login_required
from django.core.signing import BadSignature
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

TRUST_COOKIE = "trusted_device"
TRUST_SALT = "2fa-trust"
TRUST_MAX_AGE = 30 * 24 * 3600


def device_is_trusted(request) -> bool:
    try:
        value = request.get_signed_cookie(TRUST_COOKIE, salt=TRUST_SALT, max_age=TRUST_MAX_AGE)
    except (KeyError, BadSignature):
        return False
    return value == str(request.user.pk)


@login_required
def second_factor(request):
    if device_is_trusted(request):
        request.session["2fa_ok"] = True
        return redirect("dashboard")
    return JsonResponse({"next": "enter your one-time code"})


@login_required
@require_POST
def verify_code(request):
    code = request.POST.get("code", "")
    totp = pyotp.TOTP(request.user.profile.totp_secret)
    if not code.isdigit() or not totp.verify(code, valid_window=1):
        return HttpResponseBadRequest("invalid code")
    request.session["2fa_ok"] = True
    response = JsonResponse({"verified": True})
    if request.POST.get("remember_device") == "1":
        response.set_signed_cookie(
            TRUST_COOKIE, str(request.user.pk), salt=TRUST_SALT,
            max_age=TRUST_MAX_AGE, secure=True, httponly=True, samesite="Strict",
        )
    return response


@login_required
@require_POST
def forget_device(request):
    response = JsonResponse({"forgotten": True})
    response.delete_cookie(TRUST_COOKIE, samesite="Strict")
    return response
