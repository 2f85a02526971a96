from django.contrib.auth import logout
from django.http import HttpResponseRedirect

HOME = "/"


class ReturnTarget:
    def __init__(self, request):
        self.candidates = [request.GET.get("return_to"), request.META.get("HTTP_REFERER"), HOME]

    def first(self):
        for value in self.candidates:
            if value:
                return value
        return HOME


def logout_view(request):
    logout(request)
    return HttpResponseRedirect(ReturnTarget(request).first())
