import logging
from dataclasses import dataclass
from typing import Optional

from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpRequest, HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

log = logging.getLogger(__name__)

DEFAULT_LANDING = "/app/"
TRUSTED_HOSTS = {"app.example.com", "docs.example.com"}


@dataclass
class SigninAttempt:
    username: str
    password: str
    continue_to: Optional[str]


def read_attempt(request: HttpRequest) -> SigninAttempt:
    return SigninAttempt(
        username=request.POST.get("username", ""),
        password=request.POST.get("password", ""),
        continue_to=request.POST.get("continue") or request.GET.get("continue"),
    )


def resolve_continue(request: HttpRequest, candidate: Optional[str]) -> str:
    allowed = set(TRUSTED_HOSTS)
    allowed.add(request.get_host())
    if candidate and url_has_allowed_host_and_scheme(
        candidate,
        allowed_hosts=allowed,
        require_https=request.is_secure() or not settings.DEBUG,
    ):
        return candidate
    return DEFAULT_LANDING


class SigninContinueView(View):
    template_name = "accounts/signin.html"

    def get(self, request):
        return render(request, self.template_name, {"continue": request.GET.get("continue", "")})

    def post(self, request):
        attempt = read_attempt(request)
        user = authenticate(request, username=attempt.username, password=attempt.password)
        if user is None:
            log.info("failed sign-in for %s", attempt.username)
            return render(
                request,
                self.template_name,
                {"error": "Invalid credentials", "continue": attempt.continue_to or ""},
                status=401,
            )
        login(request, user)
        destination = resolve_continue(request, attempt.continue_to)
        return HttpResponseRedirect(destination)
