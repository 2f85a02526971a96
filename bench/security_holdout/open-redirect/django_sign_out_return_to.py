from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_POST


@require_POST
def sign_out(request):
    logout(request)
    return_to = request.POST.get("return_to", "/")
    return HttpResponseRedirect(return_to)
