import secrets
from datetime import timedelta

from django.contrib.auth import login
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.views import LoginView
from django.shortcuts import redirect
from django.utils import timezone
from django.views import View

from .models import RememberToken

REMEMBER_COOKIE = "remember_me"
REMEMBER_FOR = timedelta(days=30)
REMEMBER_COOKIE_OPTIONS = {
    "max_age": int(REMEMBER_FOR.total_seconds()),
    "secure": True,
    "httponly": True,
    "samesite": "Strict",
    "path": "/",
}


class RememberingLoginView(LoginView):
    form_class = AuthenticationForm
    template_name = "accounts/login.html"

    def form_valid(self, form):
        response = super().form_valid(form)
        if self.request.POST.get("remember") == "on":
            token = secrets.token_urlsafe(32)
            RememberToken.objects.create(
                user=form.get_user(),
                token_hash=RememberToken.hash_token(token),
                expires_at=timezone.now() + REMEMBER_FOR,
            )
            response.set_cookie(REMEMBER_COOKIE, token, **REMEMBER_COOKIE_OPTIONS)
        return response


class ForgetDeviceView(View):
    def post(self, request):
        token = request.COOKIES.get(REMEMBER_COOKIE)
        if token:
            RememberToken.objects.filter(token_hash=RememberToken.hash_token(token)).delete()
        response = redirect("accounts:login")
        response.delete_cookie(REMEMBER_COOKIE, path="/", samesite="Strict")
        return response


class RememberMeMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if not request.user.is_authenticated and REMEMBER_COOKIE in request.COOKIES:
            record = RememberToken.objects.filter(
                token_hash=RememberToken.hash_token(request.COOKIES[REMEMBER_COOKIE]),
                expires_at__gt=timezone.now(),
            ).select_related("user").first()
            if record is not None and record.user.is_active:
                login(request, record.user, backend="django.contrib.auth.backends.ModelBackend")
        return self.get_response(request)
