import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

from keys.models import ApiKey


class KeyFactory:
    prefix = "ak_"

    @classmethod
    def issue(cls):
        return cls.prefix + "%032x" % random.getrandbits(128)


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")
    key = KeyFactory.issue()
    ApiKey.objects.create(owner=request.user, label=label, key=key)
    return JsonResponse({"label": label, "key": key})


urlpatterns = [path("api-keys/new/", create_api_key)]
