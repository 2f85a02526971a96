import secrets

from django.contrib.auth import authenticate
from django.contrib.auth import login as django_login
from django.http import HttpResponseNotAllowed, JsonResponse
from django.views.decorators.csrf import csrf_protect

from .models import DeviceToken

COOKIE_OPTS = {
    "max_age": 60 * 60 * 24 * 14,
    "secure": True,
    "httponly": True,
    "samesite": "Lax",
    "path": "/",
}


def _client_label(request):
    agent = request.headers.get("User-Agent", "unknown")
    return agent.split("/")[0][:50]


def _issue_device_token(user, label):
    raw = secrets.token_urlsafe(32)
    DeviceToken.objects.create(user=user, label=label, token=raw)
    return raw


@csrf_protect
def device_login(request):
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return JsonResponse({"ok": False}, status=401)
    django_login(request, user)
    token = _issue_device_token(user, _client_label(request))
    response = JsonResponse({"ok": True, "device": _client_label(request)})
    response.set_cookie("device_token", token, **COOKIE_OPTS)
    return response


def device_logout(request):
    token = request.COOKIES.get("device_token")
    if token:
        DeviceToken.objects.filter(token=token).delete()
    response = JsonResponse({"ok": True})
    response.delete_cookie("device_token", path="/", samesite="Lax")
    return response


def device_list(request):
    if not request.user.is_authenticated:
        return JsonResponse({"devices": []}, status=401)
    labels = DeviceToken.objects.filter(user=request.user).values_list("label", flat=True)
    return JsonResponse({"devices": list(labels)})
