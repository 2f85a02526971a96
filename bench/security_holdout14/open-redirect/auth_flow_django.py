import logging

from django.conf import settings
from django.contrib.auth import authenticate, login, logout
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_http_methods, require_POST

logger = logging.getLogger(__name__)
FALLBACK = getattr(settings, "LOGIN_REDIRECT_URL", "/")


class RedirectPolicy:
    def __init__(self, request):
        self.request = request

    def allowed_hosts(self):
        return {self.request.get_host(), *getattr(settings, "EXTRA_REDIRECT_HOSTS", ())}

    def resolve(self, candidate):
        if candidate and url_has_allowed_host_and_scheme(
            candidate,
            allowed_hosts=self.allowed_hosts(),
            require_https=self.request.is_secure(),
        ):
            return candidate
        return FALLBACK


@csrf_protect
@require_http_methods(["GET", "POST"])
def sign_in(request):
    next_url = request.POST.get("next") or request.GET.get("next", "")
    if request.method == "GET":
        return render(request, "accounts/sign_in.html", {"next": next_url})
    user = authenticate(
        request,
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
    )
    if user is None:
        return render(request, "accounts/sign_in.html", {"next": next_url, "error": True}, status=401)
    login(request, user)
    target = RedirectPolicy(request).resolve(next_url)
    logger.info("user %s signed in", user.pk)
    return redirect(target)


@require_POST
def sign_out(request):
    logout(request)
    return redirect(RedirectPolicy(request).resolve(request.POST.get("next", "")))


def session_status(request):
    return JsonResponse({"authenticated": request.user.is_authenticated})
