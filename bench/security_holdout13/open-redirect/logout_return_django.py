from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def logout_view(request):
    logout(request)
    param = request.GET.get("return_to", "")
    dest = param if param else "/"
    targets = [dest]
    return HttpResponseRedirect(targets[0])
