import secrets

from django.contrib.auth.views import LoginView

from .models import RememberToken

THIRTY_DAYS = 60 * 60 * 24 * 30


class RememberDeviceLoginView(LoginView):
    template_name = "accounts/login.html"

    def form_valid(self, form):
        response = super().form_valid(form)
        if self.request.POST.get("remember") == "on":
            token = secrets.token_urlsafe(32)
            RememberToken.objects.create(user=form.get_user(), token=token)
            self.attach(response, token)
        return response

    def attach(self, response, token):
        response.set_cookie(
            "remember_token", token, max_age=THIRTY_DAYS, path="/", secure=True, httponly=True, samesite="Lax"
        )
