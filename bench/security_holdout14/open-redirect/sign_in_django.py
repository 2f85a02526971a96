from django import forms
from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect, JsonResponse
from django.views.decorators.http import require_POST


class SignInForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)
    next = forms.CharField(required=False)

    def clean_next(self):
        value = self.cleaned_data.get("next") or "/dashboard/"
        return value.strip()


@require_POST
def sign_in(request):
    form = SignInForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    user = authenticate(request, username=form.cleaned_data["username"], password=form.cleaned_data["password"])
    if user is None:
        return JsonResponse({"error": "invalid credentials"}, status=401)
    login(request, user)
    return HttpResponseRedirect(form.cleaned_data["next"])
