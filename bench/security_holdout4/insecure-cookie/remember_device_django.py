from django.contrib.auth import views as auth_views
from django.core import signing

REMEMBER_COOKIE = "remembered_device"
REMEMBER_MAX_AGE = 60 * 60 * 24 * 30


class RememberingLoginView(auth_views.LoginView):
    template_name = "accounts/login.html"

    def form_valid(self, form):
        response = super().form_valid(form)
        if self.request.POST.get("remember_device") == "on":
            self.attach_device_cookie(response, form.get_user())
        return response

    def attach_device_cookie(self, response, user):
        payload = {"uid": user.pk, "ua": self.request.META.get("HTTP_USER_AGENT", "")[:200]}
        value = signing.dumps(payload, salt="remember-device")
        response.set_cookie(REMEMBER_COOKIE, value, max_age=REMEMBER_MAX_AGE)
        return response
