from django.conf import settings
from django.contrib.auth import views as auth_views
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


class PortalLoginView(auth_views.LoginView):
    template_name = "portal/login.html"

    def form_valid(self, form):
        super().form_valid(form)
        target = self.request.POST.get("continue", "")
        same_host = url_has_allowed_host_and_scheme(
            target,
            allowed_hosts={self.request.get_host()},
            require_https=True,
        )
        return redirect(target if same_host else settings.LOGIN_REDIRECT_URL)
