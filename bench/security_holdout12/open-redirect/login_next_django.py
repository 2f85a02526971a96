from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class LoginView(View):
    template_name = "accounts/login.html"

    def success_url(self, request):
        candidate = request.POST.get("next") or request.GET.get("next", "")
        if url_has_allowed_host_and_scheme(candidate, allowed_hosts={request.get_host()},
                                           require_https=request.is_secure()):
            return candidate
        return settings.LOGIN_REDIRECT_URL

    def post(self, request):
        user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
        if user is None:
            return render(request, self.template_name, {"error": True}, status=401)
        login(request, user)
        return HttpResponseRedirect(self.success_url(request))
