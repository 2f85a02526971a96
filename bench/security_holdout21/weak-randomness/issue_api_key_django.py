import random

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

from integrations.models import ApiCredential

KEY_PREFIX = "sk_live_"


@login_required
def issue_api_key(request):
    label = request.POST.get("label", "default")[:50]
    key = KEY_PREFIX + "%032x" % random.getrandbits(128)
    ApiCredential.objects.create(owner=request.user, label=label, key=key)
    return JsonResponse({"label": label, "key": key})
