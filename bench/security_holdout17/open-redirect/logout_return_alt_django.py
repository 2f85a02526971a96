from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views import View


class SignOutView(View):
    def post(self, request):
        destination = request.POST.get("return_to") or request.GET.get("return_to", "/")
        logout(request)
        return HttpResponseRedirect(destination)

    def get(self, request):
        return self.post(request)
