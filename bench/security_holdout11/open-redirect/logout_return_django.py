import logging
from urllib.parse import urlencode

from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

logger = logging.getLogger("accounts.sso")

IDP_LOGOUT_URL = getattr(settings, "IDP_LOGOUT_URL", "https://id.example.com/logout")


def _post_logout_target(request):
    candidates = [
        request.GET.get("return_to"),
        request.GET.get("redirect"),
        request.META.get("HTTP_REFERER"),
    ]
    for candidate in candidates:
        if candidate:
            return candidate
    return "/"


@require_GET
def logout_view(request):
    user_id = getattr(request.user, "pk", None)
    target = _post_logout_target(request)
    logout(request)
    logger.info("user %s logged out", user_id)
    return HttpResponseRedirect(target)


@require_GET
def federated_logout(request):
    logout(request)
    params = urlencode({
        "client_id": settings.SSO_CLIENT_ID,
        "post_logout_redirect_uri": settings.SITE_URL,
    })
    return HttpResponseRedirect(IDP_LOGOUT_URL + "?" + params)


@require_GET
def logged_out(request):
    return render(request, "accounts/logged_out.html")


@require_GET
def session_state(request):
    return JsonResponse({"authenticated": request.user.is_authenticated})
