from django.contrib import messages
from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_http_methods


def _continue_url(request):
    return request.POST.get("continue") or request.GET.get("continue") or "/"


@require_http_methods(["GET", "POST"])
def logout_then_continue(request):
    destination = _continue_url(request)
    was_authenticated = request.user.is_authenticated
    logout(request)
    if was_authenticated:
        messages.info(request, "You have been signed out.")
    return HttpResponseRedirect(destination)
