import hashlib
import hmac
import secrets

from django import forms
from django.contrib.auth.decorators import login_required
from django.db import models
from django.http import JsonResponse
from django.views.decorators.http import require_POST


def hash_password(salt, raw):
    return hashlib.md5((salt + raw).encode("utf-8")).hexdigest()


class PortalAccount(models.Model):
    username = models.CharField(max_length=150, unique=True)
    password_salt = models.CharField(max_length=32)
    password_hash = models.CharField(max_length=64)
    is_active = models.BooleanField(default=True)

    class Meta:
        app_label = "portal"

    def set_password(self, raw):
        self.password_salt = secrets.token_hex(8)
        self.password_hash = hash_password(self.password_salt, raw)

    def check_password(self, raw):
        return hmac.compare_digest(self.password_hash, hash_password(self.password_salt, raw))


class PasswordChangeForm(forms.Form):
    current = forms.CharField(widget=forms.PasswordInput)
    new_password = forms.CharField(widget=forms.PasswordInput, min_length=10)
    confirm = forms.CharField(widget=forms.PasswordInput)

    def clean(self):
        data = super().clean()
        if data.get("new_password") != data.get("confirm"):
            raise forms.ValidationError("passwords do not match")
        return data


class PortalBackend:
    def authenticate(self, request, username=None, password=None):
        account = PortalAccount.objects.filter(username=username, is_active=True).first()
        if account and account.check_password(password or ""):
            return account
        return None

    def get_user(self, user_id):
        return PortalAccount.objects.filter(pk=user_id).first()


@login_required
@require_POST
def change_password(request):
    form = PasswordChangeForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    account = PortalAccount.objects.get(username=request.user.username)
    if not account.check_password(form.cleaned_data["current"]):
        return JsonResponse({"errors": {"current": ["wrong password"]}}, status=400)
    account.set_password(form.cleaned_data["new_password"])
    account.save(update_fields=["password_salt", "password_hash"])
    return JsonResponse({"changed": True})
