from django.contrib.auth import authenticate, login
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods


@require_http_methods(["GET", "POST"])
def learner_signin(request):
    next_url = request.POST.get("next") or request.GET.get("next") or "/my-courses/"
    if request.method == "GET":
        return render(request, "lms/signin.html", {"next": next_url})
    learner = authenticate(request, username=request.POST.get("email"), password=request.POST.get("password"))
    if learner is None:
        return render(request, "lms/signin.html", {"next": next_url, "error": "Wrong e-mail or password"}, status=401)
    login(request, learner)
    return redirect(next_url)
