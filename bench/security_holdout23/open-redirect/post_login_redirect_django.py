from django.contrib.auth import authenticate, login
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.views.decorators.http import require_http_methods


@require_http_methods(["GET", "POST"])
def sign_in(request):
    next_url = request.POST.get("next") or request.GET.get("next") or "/dashboard/"
    if request.method == "GET":
        return render(request, "accounts/sign_in.html", {"next": next_url})
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return render(request, "accounts/sign_in.html", {"next": next_url, "error": True}, status=401)
    login(request, user)
    if not next_url.startswith("/"):
        next_url = "/dashboard/"
    return HttpResponseRedirect(next_url)
