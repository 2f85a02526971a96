from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_http_methods


@require_http_methods(["GET", "POST"])
def logout_view(request):
    return_to = request.GET.get("return_to") or request.POST.get("return_to") or "/"
    was_authenticated = request.user.is_authenticated
    logout(request)
    response = HttpResponseRedirect(return_to)
    response.delete_cookie("last_seen")
    if was_authenticated:
        response.delete_cookie("remember_token")
    return response
