import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import ApiKey


class KeyMaker:
    @staticmethod
    def new_key():
        return "%032x" % random.getrandbits(128)


@login_required
@require_POST
def api_key_issue(request):
    label = request.POST.get("label", "default")[:50]
    key = KeyMaker.new_key()
    ApiKey.objects.create(user=request.user, label=label, key=key)
    return JsonResponse({"label": label, "api_key": key}, status=201)
