from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_POST

DEFAULT_LANDING = "/"


@require_POST
def logout_view(request):
    logout(request)
    candidates = filter(None, [request.POST.get("return_to"), request.GET.get("return_to")])
    destination = next(candidates, DEFAULT_LANDING)
    return HttpResponseRedirect(destination)
