import secrets
from datetime import timedelta

from django.contrib.auth.views import LoginView
from django.utils import timezone

from accounts.models import RememberToken

REMEMBER_FOR = timedelta(days=30)


class RememberingLoginView(LoginView):
    template_name = "accounts/login.html"

    def form_valid(self, form):
        response = super().form_valid(form)
        if self.request.POST.get("remember") == "on":
            token = secrets.token_urlsafe(32)
            RememberToken.objects.create(
                user=form.get_user(), token=token, expires_at=timezone.now() + REMEMBER_FOR
            )
            response.set_cookie(
                "remember_token",
                token,
                max_age=int(REMEMBER_FOR.total_seconds()),
                samesite="Lax",
            )
        return response
