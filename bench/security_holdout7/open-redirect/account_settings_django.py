from dataclasses import dataclass
from typing import List

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods

DEFAULT_REDIRECT = "/account/"
TEMPLATE = "account/settings.html"


@dataclass
class SettingsForm:
    display_name: str
    email_opt_in: bool

    @classmethod
    def from_post(cls, data) -> "SettingsForm":
        return cls(
            display_name=data.get("display_name", "").strip()[:60],
            email_opt_in=data.get("email_opt_in") == "on",
        )

    def errors(self) -> List[str]:
        return [] if self.display_name else ["Display name is required."]


def pick_redirect(request, candidate: str) -> str:
    allowed = {request.get_host(), *getattr(settings, "REDIRECT_ALLOWED_HOSTS", [])}
    if candidate and url_has_allowed_host_and_scheme(
        candidate, allowed_hosts=allowed, require_https=request.is_secure()
    ):
        return candidate
    return DEFAULT_REDIRECT


def save_settings(user, form: SettingsForm) -> None:
    user.first_name = form.display_name
    user.save(update_fields=["first_name"])
    profile = getattr(user, "profile", None)
    if profile is not None:
        profile.email_opt_in = form.email_opt_in
        profile.save(update_fields=["email_opt_in"])


@login_required
@require_http_methods(["GET", "POST"])
def account_settings(request):
    next_url = request.POST.get("next") or request.GET.get("next", "")
    if request.method == "GET":
        return render(request, TEMPLATE, {"next": next_url})
    form = SettingsForm.from_post(request.POST)
    problems = form.errors()
    if problems:
        for problem in problems:
            messages.error(request, problem)
        return render(request, TEMPLATE, {"next": next_url, "form": form}, status=400)
    save_settings(request.user, form)
    messages.success(request, "Settings saved.")
    return HttpResponseRedirect(pick_redirect(request, next_url))
