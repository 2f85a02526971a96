from django.contrib.auth import login
from django.http import HttpResponseRedirect
from django.shortcuts import render

from accounts.forms import SignupForm


def signup(request):
    next_url = request.GET.get("next", "/")
    if request.method == "POST":
        form = SignupForm(request.POST)
        if form.is_valid():
            user = form.save()
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
            return HttpResponseRedirect(next_url)
    else:
        form = SignupForm()
    return render(request, "accounts/signup.html", {"form": form, "next": next_url})
