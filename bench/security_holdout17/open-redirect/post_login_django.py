from django.conf import settings
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.debug import sensitive_post_parameters
from django.views.decorators.http import require_http_methods

DEFAULT_LANDING = "/dashboard/"
TEMPLATE = "accounts/sign_in.html"


def _landing_for(request):
    candidate = request.POST.get("next") or request.GET.get("next", "")
    if url_has_allowed_host_and_scheme(
        candidate,
        allowed_hosts={request.get_host()},
        require_https=request.is_secure(),
    ):
        return candidate
    return DEFAULT_LANDING


@sensitive_post_parameters("password")
@require_http_methods(["GET", "POST"])
def sign_in(request):
    if request.method == "GET":
        return render(request, TEMPLATE, {"next": request.GET.get("next", "")})
    user = authenticate(
        request,
        username=request.POST.get("username"),
        password=request.POST.get("password"),
    )
    if user is None:
        return render(request, TEMPLATE, {"error": True}, status=401)
    login(request, user)
    return redirect(_landing_for(request))


def sign_out_confirm(request):
    return render(request, "accounts/sign_out.html")


def password_help(request):
    context = {"support": getattr(settings, "SUPPORT_EMAIL", "help@example.com")}
    return render(request, "accounts/password_help.html", context)
