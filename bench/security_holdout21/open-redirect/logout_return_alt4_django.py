import logging

from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

logger = logging.getLogger(__name__)


class SignOutView(View):
    template_name = "accounts/signed_out.html"

    def return_target(self, request):
        return request.POST.get("return_to") or request.GET.get("return_to") or ""

    def get(self, request):
        return render(request, self.template_name, {"return_to": self.return_target(request)})

    def post(self, request):
        return_to = self.return_target(request)
        user_id = request.user.pk if request.user.is_authenticated else None
        logout(request)
        logger.info("user %s signed out", user_id)
        if not return_to:
            return render(request, self.template_name, {"return_to": ""})
        permitted = url_has_allowed_host_and_scheme(
            return_to,
            allowed_hosts={request.get_host(), *getattr(settings, "SIGNOUT_RETURN_HOSTS", [])},
            require_https=request.is_secure(),
        )
        if not permitted:
            logger.warning("sign-out return target outside allowed hosts: %s", return_to)
        response = HttpResponseRedirect(return_to)
        response.delete_cookie(settings.SESSION_COOKIE_NAME)
        response.delete_cookie("remember_device")
        return response


class SessionExpiredView(View):
    template_name = "accounts/expired.html"

    def get(self, request):
        return render(request, self.template_name, status=401)
