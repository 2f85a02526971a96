from django import forms
from django.contrib.auth.hashers import make_password
from django.contrib.auth.password_validation import validate_password
from django.db import IntegrityError
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from members.models import Member


class SignupForm(forms.Form):
    email = forms.EmailField()
    password = forms.CharField(min_length=12, max_length=256)

    def clean_password(self):
        password = self.cleaned_data["password"]
        validate_password(password)
        return password


@require_POST
def signup(request):
    form = SignupForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    try:
        member = Member.objects.create(
            email=form.cleaned_data["email"].lower(),
            password=make_password(form.cleaned_data["password"]),
        )
    except IntegrityError:
        return JsonResponse({"error": "already registered"}, status=409)
    return JsonResponse({"id": member.pk}, status=201)
