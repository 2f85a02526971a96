from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

REDIRECT_FIELD = "next"


class RedirectPolicy:
    def __init__(self, request):
        self.request = request

    def allowed_hosts(self):
        hosts = {self.request.get_host()}
        hosts.update(getattr(settings, "LOGIN_REDIRECT_ALLOWED_HOSTS", ()))
        return hosts

    def target(self, candidate):
        if candidate and url_has_allowed_host_and_scheme(
            candidate,
            allowed_hosts=self.allowed_hosts(),
            require_https=self.request.is_secure(),
        ):
            return candidate
        return settings.LOGIN_REDIRECT_URL


class SignInView(View):
    template_name = "accounts/signin.html"

    def get(self, request):
        return render(request, self.template_name, {REDIRECT_FIELD: request.GET.get(REDIRECT_FIELD, "")})

    def post(self, request):
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is None:
            return JsonResponse({"error": "invalid credentials"}, status=401)
        login(request, user)
        policy = RedirectPolicy(request)
        destination = policy.target(request.POST.get(REDIRECT_FIELD) or request.GET.get(REDIRECT_FIELD))
        return HttpResponseRedirect(destination)
