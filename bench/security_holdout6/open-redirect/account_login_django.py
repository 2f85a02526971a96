from django.conf import settings
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

DEFAULT_LANDING = "/dashboard/"
NEXT_FIELD = "next"


class LoginFlow:
    def __init__(self, request):
        self.request = request

    def requested_destination(self):
        candidate = self.request.POST.get(NEXT_FIELD) or self.request.GET.get(NEXT_FIELD) or ""
        allowed = url_has_allowed_host_and_scheme(
            candidate,
            allowed_hosts={self.request.get_host(), *getattr(settings, "LOGIN_REDIRECT_HOSTS", ())},
            require_https=self.request.is_secure(),
        )
        return candidate if allowed else DEFAULT_LANDING

    def authenticate(self):
        return authenticate(
            self.request,
            username=self.request.POST.get("username", ""),
            password=self.request.POST.get("password", ""),
        )


class AccountLoginView(View):
    template_name = "accounts/login.html"

    def get(self, request):
        return render(request, self.template_name, {NEXT_FIELD: request.GET.get(NEXT_FIELD, "")})

    def post(self, request):
        flow = LoginFlow(request)
        user = flow.authenticate()
        if user is None:
            context = {"error": "Invalid credentials", NEXT_FIELD: request.POST.get(NEXT_FIELD, "")}
            return render(request, self.template_name, context, status=401)
        login(request, user)
        destination = flow.requested_destination()
        return HttpResponseRedirect(destination)
