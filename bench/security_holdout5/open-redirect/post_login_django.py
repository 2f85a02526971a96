from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth.forms import AuthenticationForm
from django.http import HttpResponseRedirect
from django.shortcuts import render, resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class SignInView(View):
    template_name = "accounts/sign_in.html"

    def get(self, request):
        form = AuthenticationForm(request)
        return render(request, self.template_name, {"form": form, "next": request.GET.get("next", "")})

    def post(self, request):
        form = AuthenticationForm(request, data=request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        login(request, form.get_user())
        redirect_to = request.POST.get("next", "")
        if not url_has_allowed_host_and_scheme(
            redirect_to, allowed_hosts={request.get_host()}, require_https=request.is_secure()
        ):
            redirect_to = resolve_url(settings.LOGIN_REDIRECT_URL)
        return HttpResponseRedirect(redirect_to)
