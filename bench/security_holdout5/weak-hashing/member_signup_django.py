import hashlib

from django import forms
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from members.models import Member


class SignupForm(forms.Form):
    email = forms.EmailField()
    password = forms.CharField(min_length=10, max_length=128)


def hash_password(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


@require_POST
def signup(request):
    form = SignupForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    data = form.cleaned_data
    if Member.objects.filter(email__iexact=data["email"]).exists():
        return JsonResponse({"errors": {"email": ["already registered"]}}, status=409)
    Member.objects.create(email=data["email"], password_hash=hash_password(data["password"]))
    return JsonResponse({"ok": True}, status=201)
