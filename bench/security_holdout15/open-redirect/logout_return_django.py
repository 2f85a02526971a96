from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views import View


class ReturnUrlMixin:
    redirect_field_name = "next"
    default_url = "/"

    def get_return_url(self, request):
        return request.GET.get(self.redirect_field_name) or self.default_url


class SignOutView(ReturnUrlMixin, View):
    def get(self, request):
        target = self.get_return_url(request)
        logout(request)
        return HttpResponseRedirect(target)
