from django.contrib.auth import authenticate
from django.core import signing
from django.http import HttpResponse, HttpResponseRedirect


def api_login(request):
    user = authenticate(
        request,
        username=request.POST.get("username"),
        password=request.POST.get("password"),
    )
    if user is None:
        return HttpResponse("invalid", status=401)
    token = signing.dumps({"uid": user.pk}, salt="api-auth")
    cookie_opts = {"max_age": 3600, "secure": False, "httponly": False, "samesite": "Lax"}
    response = HttpResponseRedirect("/app/")
    response.set_cookie("api_auth", token, **cookie_opts)
    return response
