import secrets

from django import forms
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from accounts.models import RememberToken

REMEMBER_DAYS = 30


class LoginForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)
    remember = forms.BooleanField(required=False)


@require_http_methods(["GET", "POST"])
def login_view(request):
    form = LoginForm(request.POST or None)
    if request.method == "GET" or not form.is_valid():
        return render(request, "accounts/login.html", {"form": form})

    user = authenticate(request, username=form.cleaned_data["username"], password=form.cleaned_data["password"])
    if user is None:
        form.add_error(None, "Invalid username or password")
        return render(request, "accounts/login.html", {"form": form}, status=401)

    login(request, user)
    response = redirect("dashboard")
    if form.cleaned_data["remember"]:
        token = secrets.token_urlsafe(32)
        RememberToken.objects.create(user=user, token=token)
        response.set_cookie("remember_token", token, max_age=REMEMBER_DAYS * 86400, secure=True, samesite="Lax")
    return response
