from django.contrib.auth import login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme

from accounts.forms import SignupForm


def signup(request):
    form = SignupForm(request.POST or None)
    if request.method != "POST" or not form.is_valid():
        return render(request, "accounts/signup.html", {"form": form, "next": request.GET.get("next", "")})
    user = form.save()
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    next_url = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        next_url = reverse("onboarding:start")
    return HttpResponseRedirect(next_url)
