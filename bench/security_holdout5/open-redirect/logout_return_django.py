from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views import View


class SignOutView(View):
    default_target = settings.LOGOUT_REDIRECT_URL or "/"

    def get_return_url(self):
        return self.request.GET.get("return_to", self.default_target)

    def get(self, request):
        return_to = self.get_return_url()
        logout(request)
        return HttpResponseRedirect(return_to)
