import secrets

from django.contrib.auth import login
from django.contrib.auth.views import LoginView

from .models import RememberToken

REMEMBER_DAYS = 30


class RememberingLoginView(LoginView):
    template_name = "accounts/login.html"

    def form_valid(self, form):
        user = form.get_user()
        login(self.request, user)
        response = super().form_valid(form)
        if self.request.POST.get("remember"):
            token = secrets.token_urlsafe(32)
            RememberToken.objects.create(user=user, token=token)
            response.set_cookie("remember_token", token, max_age=REMEMBER_DAYS * 86400)
        return response
