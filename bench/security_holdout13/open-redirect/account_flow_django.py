from urllib.parse import urlencode

from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_http_methods

DEFAULTS = {"after_logout": "/", "after_language": "/"}
LANGUAGES = {"en", "de", "fr", "es"}


@login_required
@require_GET
def account_home(request):
    return render(request, "accounts/home.html", {"user": request.user})


@require_http_methods(["GET", "POST"])
def sign_out(request):
    destination = request.POST.get("return_to") or request.GET.get("return_to") or DEFAULTS["after_logout"]
    logout(request)
    return HttpResponseRedirect(destination)


@require_GET
def set_language(request):
    lang = request.GET.get("lang", "en")
    response = HttpResponseRedirect(DEFAULTS["after_language"])
    if lang in LANGUAGES:
        response.set_cookie("django_language", lang, secure=True, samesite="Lax")
    return response


@login_required
@require_GET
def account_json(request):
    return JsonResponse({"username": request.user.username, "email": request.user.email})


@require_GET
def login_link(request):
    return JsonResponse({"url": "/accounts/login/?" + urlencode({"next": request.path})})
