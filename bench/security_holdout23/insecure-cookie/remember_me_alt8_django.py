from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.views import View

from accounts.tokens import issue_remember_token

REMEMBER_FOR = 60 * 60 * 24 * 30


class LoginView(View):
    template_name = "accounts/login.html"

    def get(self, request):
        return render(request, self.template_name)

    def post(self, request):
        user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
        if user is None:
            return render(request, self.template_name, {"error": "Invalid username or password"}, status=401)
        login(request, user)
        response = redirect("dashboard")
        if request.POST.get("remember") == "on":
            token = issue_remember_token(user)
            response.set_cookie("remember_token", token, max_age=REMEMBER_FOR)
        return response
