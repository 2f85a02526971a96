import logging
import secrets

from django.contrib.auth import authenticate, login
from django.contrib.auth.hashers import make_password
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views import View

from .forms import LoginForm
from .models import RememberToken

logger = logging.getLogger(__name__)

REMEMBER_COOKIE = "remember_me"
REMEMBER_DAYS = 30


def issue_remember_token(user):
    selector = secrets.token_hex(8)
    validator = secrets.token_urlsafe(32)
    RememberToken.objects.create(
        user=user,
        selector=selector,
        validator_hash=make_password(validator),
        expires_at=timezone.now() + timezone.timedelta(days=REMEMBER_DAYS),
    )
    return f"{selector}:{validator}"


class LoginView(View):
    template_name = "accounts/login.html"

    def get(self, request):
        return render(request, self.template_name, {"form": LoginForm()})

    def post(self, request):
        form = LoginForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        user = authenticate(request, username=form.cleaned_data["username"], password=form.cleaned_data["password"])
        if user is None:
            form.add_error(None, "Invalid username or password.")
            logger.info("failed login for %s", form.cleaned_data["username"])
            return render(request, self.template_name, {"form": form}, status=401)

        login(request, user)
        response = redirect(request.GET.get("next") or "dashboard")
        if form.cleaned_data.get("remember"):
            token = issue_remember_token(user)
            response.set_cookie(REMEMBER_COOKIE, token, max_age=REMEMBER_DAYS * 86400)
        logger.info("user %s logged in (remember=%s)", user.pk, bool(form.cleaned_data.get("remember")))
        return response
