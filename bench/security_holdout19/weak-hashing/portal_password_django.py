import hashlib
import hmac
import os

from django import forms
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect, render
from django.views import View

from .models import PortalUser

PBKDF2_ITERATIONS = 600_000


class PasswordChangeForm(forms.Form):
    current_password = forms.CharField(widget=forms.PasswordInput)
    new_password = forms.CharField(widget=forms.PasswordInput, min_length=10)
    confirm_password = forms.CharField(widget=forms.PasswordInput)

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("new_password") != cleaned.get("confirm_password"):
            raise forms.ValidationError("Passwords do not match.")
        return cleaned


def derive(raw_password, salt, iterations=PBKDF2_ITERATIONS):
    return hashlib.pbkdf2_hmac("sha256", raw_password.encode("utf-8"), salt, iterations)


def matches(user, raw_password):
    candidate = derive(raw_password, bytes.fromhex(user.password_salt), user.password_iterations)
    return hmac.compare_digest(candidate.hex(), user.password_hash)


class PasswordChangeView(LoginRequiredMixin, View):
    template_name = "portal/password_change.html"

    def get(self, request):
        return render(request, self.template_name, {"form": PasswordChangeForm()})

    def post(self, request):
        form = PasswordChangeForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        user = PortalUser.objects.get(user=request.user)
        if not matches(user, form.cleaned_data["current_password"]):
            form.add_error("current_password", "Incorrect password.")
            return render(request, self.template_name, {"form": form}, status=400)
        salt = os.urandom(16)
        user.password_salt = salt.hex()
        user.password_iterations = PBKDF2_ITERATIONS
        user.password_hash = derive(form.cleaned_data["new_password"], salt).hex()
        user.save(update_fields=["password_salt", "password_iterations", "password_hash"])
        messages.success(request, "Your password has been changed.")
        return redirect("portal:dashboard")
