import secrets

from django.contrib.auth import authenticate, login
from django.http import HttpResponseBadRequest, HttpResponseRedirect
from django.views.decorators.http import require_POST

from .models import TrustedDevice

THIRTY_DAYS = 30 * 24 * 3600


@require_POST
def login_view(request):
    user = authenticate(
        request, username=request.POST.get("username"), password=request.POST.get("password")
    )
    if user is None:
        return HttpResponseBadRequest("invalid credentials")
    login(request, user)
    response = HttpResponseRedirect("/dashboard/")
    if request.POST.get("remember") == "on":
        device = TrustedDevice.objects.create(user=user, token=secrets.token_urlsafe(32))
        cookie_opts = {"max_age": THIRTY_DAYS, "httponly": False, "secure": False}
        response.set_cookie("trusted_device", device.token, **cookie_opts)
    return response
