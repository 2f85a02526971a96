from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class ReturnUrlMixin:
    redirect_field_name = "next"
    default_url = "/"

    def get_return_url(self, request):
        candidate = request.GET.get(self.redirect_field_name)
        if candidate and url_has_allowed_host_and_scheme(
            candidate, allowed_hosts={request.get_host()}, require_https=request.is_secure()
        ):
            return candidate
        return self.default_url


class SignOutView(ReturnUrlMixin, View):
    def get(self, request):
        target = self.get_return_url(request)
        logout(request)
        return HttpResponseRedirect(target)
