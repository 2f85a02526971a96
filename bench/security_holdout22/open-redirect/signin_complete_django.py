from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

from accounts.forms import SignInForm
from accounts.throttling import register_failure, too_many_failures


class SignInView(View):
    http_method_names = ["post"]
    redirect_field_name = "next"

    def success_url(self, request):
        candidate = request.POST.get(self.redirect_field_name) or request.GET.get(self.redirect_field_name)
        allowed = url_has_allowed_host_and_scheme(
            candidate,
            allowed_hosts={request.get_host(), *settings.SIGNIN_REDIRECT_HOSTS},
            require_https=request.is_secure(),
        )
        if candidate and allowed:
            return candidate
        return resolve_url(settings.LOGIN_REDIRECT_URL)

    def post(self, request, *args, **kwargs):
        ip = request.META.get("REMOTE_ADDR", "")
        if too_many_failures(ip):
            return JsonResponse({"error": "too many attempts, try again later"}, status=429)

        form = SignInForm(request.POST)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=422)

        user = authenticate(
            request,
            username=form.cleaned_data["email"],
            password=form.cleaned_data["password"],
        )
        if user is None:
            register_failure(ip)
            return JsonResponse({"error": "invalid credentials"}, status=401)

        login(request, user)
        target = self.success_url(request)
        return HttpResponseRedirect(target)
