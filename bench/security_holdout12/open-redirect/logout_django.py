from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views import View


class LogoutView(View):
    fallback = "/"

    def destination(self, request):
        params = request.GET.copy()
        params.update(request.POST)
        return params.get("return_to", self.fallback)

    def dispatch(self, request, *args, **kwargs):
        target = self.destination(request)
        logout(request)
        return HttpResponseRedirect(target)
