from django import forms
from django.conf import settings
from django.contrib.auth import authenticate, login, logout
from django.core import signing
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_protect
from django.views.decorators.http import require_GET, require_POST

REFRESH_COOKIE = "refresh_token"
REFRESH_AGE = 14 * 24 * 3600


class LoginForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)
    remember = forms.BooleanField(required=False)

    def __init__(self, request, *args, **kwargs):
        self.request = request
        self.user = None
        super().__init__(*args, **kwargs)

    def clean(self):
        data = super().clean()
        user = authenticate(self.request, username=data.get("username"), password=data.get("password"))
        if user is None or not user.is_active:
            raise forms.ValidationError("invalid credentials")
        self.user = user
        return data


def build_refresh_token(user):
    return signing.dumps({"uid": user.pk}, salt="refresh", compress=True)


@csrf_protect
@require_POST
def login_view(request):
    form = LoginForm(request, request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    login(request, form.user)
    response = JsonResponse({"user": form.user.get_username()})
    if form.cleaned_data["remember"]:
        response.set_cookie(REFRESH_COOKIE, build_refresh_token(form.user), max_age=REFRESH_AGE, secure=True, httponly=True, samesite="Strict", path="/auth/")
    return response


@csrf_protect
@require_POST
def logout_view(request):
    logout(request)
    response = JsonResponse({"ok": True})
    response.delete_cookie(REFRESH_COOKIE, path="/auth/", samesite="Strict")
    return response


@require_GET
def cookie_policy(request):
    return JsonResponse({
        "session_cookie_secure": settings.SESSION_COOKIE_SECURE,
        "refresh_cookie_path": "/auth/",
    })
