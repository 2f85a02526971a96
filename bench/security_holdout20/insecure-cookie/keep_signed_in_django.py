import secrets

from django import forms
from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from accounts.models import PersistentLogin

PERSIST_DAYS = 30


class SignInForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)
    keep_signed_in = forms.BooleanField(required=False)


@require_http_methods(["GET", "POST"])
def sign_in(request):
    form = SignInForm(request.POST or None)
    if request.method == "GET" or not form.is_valid():
        return render(request, "accounts/sign_in.html", {"form": form})

    user = authenticate(request, username=form.cleaned_data["username"], password=form.cleaned_data["password"])
    if user is None:
        form.add_error(None, "Invalid username or password")
        return render(request, "accounts/sign_in.html", {"form": form}, status=401)

    login(request, user)
    response = redirect("dashboard")
    if form.cleaned_data["keep_signed_in"]:
        token = secrets.token_urlsafe(32)
        PersistentLogin.objects.create(user=user, token=token)
        response.set_signed_cookie("persistent_login", token, salt="persistent-login", max_age=PERSIST_DAYS * 86400, secure=True, httponly=True, samesite="Strict")
    return response
