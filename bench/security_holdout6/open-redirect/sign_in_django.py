from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.views import View

DEFAULT_LANDING = "/dashboard/"
NEXT_FIELD = "next"


class LoginFlow:
    def __init__(self, request):
        self.request = request

    def requested_destination(self):
        return (
            self.request.POST.get(NEXT_FIELD)
            or self.request.GET.get(NEXT_FIELD)
            or DEFAULT_LANDING
        )

    def authenticate(self):
        return authenticate(
            self.request,
            username=self.request.POST.get("username", ""),
            password=self.request.POST.get("password", ""),
        )


class SignInView(View):
    template_name = "accounts/sign_in.html"

    def get(self, request):
        return render(request, self.template_name, {NEXT_FIELD: request.GET.get(NEXT_FIELD, "")})

    def post(self, request):
        flow = LoginFlow(request)
        user = flow.authenticate()
        if user is None:
            context = {"error": "Invalid credentials", NEXT_FIELD: flow.requested_destination()}
            return render(request, self.template_name, context, status=401)
        login(request, user)
        destination = flow.requested_destination()
        return HttpResponseRedirect(destination)
