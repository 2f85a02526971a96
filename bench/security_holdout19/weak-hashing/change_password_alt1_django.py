import hashlib

from django import forms
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect, render
from django.views import View

from .models import PortalAccount


class ChangePasswordForm(forms.Form):
    current_password = forms.CharField(widget=forms.PasswordInput)
    new_password = forms.CharField(widget=forms.PasswordInput, min_length=10)
    confirm_password = forms.CharField(widget=forms.PasswordInput)

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("new_password") != cleaned.get("confirm_password"):
            raise forms.ValidationError("Passwords do not match.")
        return cleaned


def portal_hash(raw_password):
    return hashlib.sha256(raw_password.encode("utf-8")).hexdigest()


class ChangePasswordView(LoginRequiredMixin, View):
    template_name = "portal/change_password.html"

    def get_account(self, request):
        return PortalAccount.objects.get(user=request.user)

    def get(self, request):
        return render(request, self.template_name, {"form": ChangePasswordForm()})

    def post(self, request):
        form = ChangePasswordForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        account = self.get_account(request)
        if account.password_hash != portal_hash(form.cleaned_data["current_password"]):
            form.add_error("current_password", "Incorrect password.")
            return render(request, self.template_name, {"form": form}, status=400)
        account.password_hash = portal_hash(form.cleaned_data["new_password"])
        account.save(update_fields=["password_hash"])
        messages.success(request, "Your password has been changed.")
        return redirect("portal:dashboard")
