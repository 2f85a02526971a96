import logging

from django.conf import settings
from django.contrib.auth import authenticate, login
from django.contrib.auth.forms import AuthenticationForm
from django.shortcuts import redirect, render, resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.debug import sensitive_post_parameters

logger = logging.getLogger(__name__)


def continue_url(request):
    candidate = request.POST.get("continue", request.GET.get("continue", ""))
    if url_has_allowed_host_and_scheme(
        candidate,
        allowed_hosts={request.get_host()},
        require_https=request.is_secure(),
    ):
        return candidate
    return resolve_url(settings.LOGIN_REDIRECT_URL)


@sensitive_post_parameters("password")
@csrf_protect
@never_cache
def sign_in(request):
    if request.user.is_authenticated:
        return redirect(settings.LOGIN_REDIRECT_URL)
    form = AuthenticationForm(request, data=request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = authenticate(
            request,
            username=form.cleaned_data["username"],
            password=form.cleaned_data["password"],
        )
        if user is not None:
            login(request, user)
            logger.info("user %s signed in", user.pk)
            destination = continue_url(request)
            return redirect(destination)
        logger.info("failed sign-in for %s", form.cleaned_data.get("username"))
    context = {
        "form": form,
        "continue": request.GET.get("continue", ""),
    }
    return render(request, "accounts/sign_in.html", context)
