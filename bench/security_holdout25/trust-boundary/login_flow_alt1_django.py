import pyotp
from django.contrib.auth import authenticate, get_user_model, login
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from .models import MfaDevice

PENDING_KEY = "pending_user_id"


def start_pending_login(request, user):
    request.session.cycle_key()
    request.session[PENDING_KEY] = user.pk
    request.session.set_expiry(300)


def pending_user(request):
    pk = request.session.get(PENDING_KEY)
    if pk is None:
        return None
    return get_user_model().objects.filter(pk=pk, is_active=True).first()


@require_http_methods(["GET", "POST"])
def password_step(request):
    if request.method == "GET":
        return render(request, "auth/password.html")
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return render(request, "auth/password.html", {"error": "Invalid credentials"}, status=401)
    if not MfaDevice.objects.filter(user=user, confirmed=True).exists():
        login(request, user)
        return redirect("dashboard")
    start_pending_login(request, user)
    return redirect("mfa_step")


@require_http_methods(["GET", "POST"])
def mfa_step(request):
    user = pending_user(request)
    if user is None:
        return redirect("password_step")
    if request.method == "GET":
        return render(request, "auth/mfa.html")
    device = MfaDevice.objects.get(user=user, confirmed=True)
    if not pyotp.TOTP(device.secret).verify(request.POST.get("code", ""), valid_window=1):
        return render(request, "auth/mfa.html", {"error": "Invalid code"}, status=401)
    del request.session[PENDING_KEY]
    login(request, user)
    return redirect("dashboard")


def session_info(request):
    if not request.user.is_authenticated:
        return HttpResponseBadRequest("not signed in")
    return JsonResponse({
        "user": request.user.get_username(),
        "expires_in": request.session.get_expiry_age(),
    })
