import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import ApiKey


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")[:40]
    prefix = "sk_live_" if request.POST.get("live") else "sk_test_"
    secret = "%032x" % random.getrandbits(128)
    key = ApiKey.objects.create(owner=request.user, label=label, key=prefix + secret)
    return JsonResponse({"id": key.pk, "key": key.key})
