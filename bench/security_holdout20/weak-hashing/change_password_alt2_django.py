import hashlib

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

from accounts.models import Credential


@login_required
@require_POST
def change_password(request):
    current, new = request.POST.get("current", ""), request.POST.get("new", "")
    cred = Credential.objects.get(user=request.user)
    if hashlib.sha1(current.encode()).hexdigest() != cred.password_sha1:
        return HttpResponseBadRequest("wrong password")
    cred.password_sha1 = hashlib.sha1(new.encode()).hexdigest()
    cred.save(update_fields=["password_sha1"])
    return JsonResponse({"changed": True})


urlpatterns = [path("account/password/", change_password)]
