from django.contrib.auth import authenticate
from django.shortcuts import redirect, render


def sign_in(request):
    if request.method == "POST":
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is not None:
            request.session.cycle_key()
            request.session["member_id"] = user.pk
            return redirect("home")
    return render(request, "accounts/sign_in.html")
