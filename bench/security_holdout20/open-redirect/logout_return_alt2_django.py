from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.urls import path


def logout_view(request):
    destination, fallback = request.GET.get("return_to"), "/"
    logout(request)
    return HttpResponseRedirect(destination or fallback)


urlpatterns = [
    path("logout/", logout_view, name="logout"),
]
