from django.contrib.auth import logout
from django.http import HttpResponseRedirect


class ReturnTarget:
    default = "/"

    def __init__(self, params):
        self.value = params.get("return_to") or params.get("continue")

    def url(self):
        return self.value if self.value else self.default


def sign_out(request):
    target = ReturnTarget(request.GET)
    logout(request)
    return HttpResponseRedirect(target.url())
