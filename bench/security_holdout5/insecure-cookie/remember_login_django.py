from django.contrib.auth import login
from django.contrib.auth.forms import AuthenticationForm
from django.shortcuts import redirect, render

from .models import RememberToken

THIRTY_DAYS = 30 * 24 * 3600


def login_view(request):
    form = AuthenticationForm(request, data=request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.get_user()
        login(request, user)
        response = redirect("home")
        if request.POST.get("remember"):
            token = RememberToken.objects.issue_for(user)
            response.set_cookie(
                "remember_token",
                token.value,
                max_age=THIRTY_DAYS,
            )
        return response
    return render(request, "accounts/login.html", {"form": form})
