from django.conf import settings
from django.contrib.auth import logout
from django.shortcuts import redirect
from django.views import View


class PortalLogoutView(View):
    """Logs the user out and sends them back to the portal page they came from."""

    def get_return_target(self):
        return (
            self.request.POST.get("return_to")
            or self.request.GET.get("return_to")
            or settings.LOGOUT_REDIRECT_URL
        )

    def post(self, request, *args, **kwargs):
        target = self.get_return_target()
        logout(request)
        return redirect(target)
