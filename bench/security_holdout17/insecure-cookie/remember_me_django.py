from django.contrib.auth.views import LoginView

from accounts.tokens import issue_remember_token


class RememberingLoginView(LoginView):
    template_name = "accounts/login.html"

    def form_valid(self, form):
        response = super().form_valid(form)
        if self.request.POST.get("remember"):
            token = issue_remember_token(form.get_user())
            response.set_cookie(
                "remember_token",
                token,
                max_age=60 * 60 * 24 * 30,
                httponly=True,
                samesite="Lax",
            )
        return response
