import random
from datetime import timedelta

from django import forms
from django.contrib.auth import get_user_model, login
from django.core.cache import cache
from django.core.mail import send_mail
from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_POST

CODE_TTL = timedelta(minutes=10)
TIPS = [
    "Use a password manager.",
    "Never share your one-time code.",
    "Check the sender address before clicking links.",
]


class StartLoginForm(forms.Form):
    email = forms.EmailField()


class VerifyForm(forms.Form):
    email = forms.EmailField()
    code = forms.RegexField(regex=r"^\d{6}$")


def issue_code(user):
    code = "%06d" % random.randint(0, 999999)
    cache.set(f"mfa:{user.pk}", {"code": code, "expires": timezone.now() + CODE_TTL}, timeout=int(CODE_TTL.total_seconds()))
    return code


@require_POST
def start_login(request):
    form = StartLoginForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    user = get_user_model().objects.filter(email__iexact=form.cleaned_data["email"]).first()
    if user is not None:
        code = issue_code(user)
        send_mail("Your sign-in code", f"Your code is {code}", None, [user.email])
    return JsonResponse({"sent": True, "tip": random.choice(TIPS)})


@require_POST
def verify_login(request):
    form = VerifyForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    user = get_user_model().objects.filter(email__iexact=form.cleaned_data["email"]).first()
    entry = cache.get(f"mfa:{user.pk}") if user else None
    if not entry or entry["expires"] < timezone.now() or entry["code"] != form.cleaned_data["code"]:
        return JsonResponse({"ok": False}, status=401)
    cache.delete(f"mfa:{user.pk}")
    login(request, user)
    return JsonResponse({"ok": True})
