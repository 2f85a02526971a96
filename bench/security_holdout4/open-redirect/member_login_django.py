from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.views.decorators.csrf import csrf_protect


@csrf_protect
def member_login(request):
    next_url = request.GET.get("next") or request.POST.get("next") or "/account/"
    if request.method == "POST":
        user = authenticate(
            request,
            username=request.POST.get("username"),
            password=request.POST.get("password"),
        )
        if user is not None:
            login(request, user)
            return redirect(next_url)
        return render(request, "members/login.html", {"error": True, "next": next_url}, status=401)
    return render(request, "members/login.html", {"next": next_url})
