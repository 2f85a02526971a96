import hashlib

from django import forms
from django.shortcuts import redirect, render

from partners.models import PartnerAccount


class PartnerSignupForm(forms.Form):
    company = forms.CharField(max_length=120)
    email = forms.EmailField()
    password = forms.CharField(widget=forms.PasswordInput, min_length=10)


def partner_signup(request):
    form = PartnerSignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        password_hash = hashlib.md5(data["password"].encode("utf-8")).hexdigest()
        PartnerAccount.objects.create(
            company=data["company"],
            email=data["email"].lower(),
            password_hash=password_hash,
        )
        return redirect("partners:welcome")
    return render(request, "partners/signup.html", {"form": form})
