from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_POST


@require_POST
def sign_out(request):
    logout(request)
    destination = request.POST.get("return_to", "")
    if not destination:
        destination = request.META.get("HTTP_REFERER", "/")
    return HttpResponseRedirect(destination)
