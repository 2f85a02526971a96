import random

from django.contrib.auth.decorators import login_required
from django.contrib.auth.hashers import make_password
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from developers.models import ApiKey


class ApiKeyService:
    prefix = "sk_live_"

    def generate(self):
        return self.prefix + "%032x" % random.getrandbits(128)

    def issue(self, user, label):
        key = self.generate()
        ApiKey.objects.create(
            user=user,
            label=label,
            key_hash=make_password(key),
            hint=key[-4:],
        )
        return key


@login_required
@require_POST
def create_api_key(request):
    label = request.POST.get("label", "default")[:64]
    key = ApiKeyService().issue(request.user, label)
    return JsonResponse({"key": key, "label": label}, status=201)
