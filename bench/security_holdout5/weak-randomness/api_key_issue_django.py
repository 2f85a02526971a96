import random

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from .models import ApiKey


def generate_api_key(prefix="sk_live"):
    body = "%040x" % random.getrandbits(160)
    return f"{prefix}_{body}"


class ApiKeyCreateView(LoginRequiredMixin, View):
    max_keys = 10

    def post(self, request):
        if ApiKey.objects.filter(owner=request.user, revoked=False).count() >= self.max_keys:
            return JsonResponse({"error": "key limit reached"}, status=409)
        label = request.POST.get("label", "default")[:64]
        key = generate_api_key()
        ApiKey.objects.create(owner=request.user, label=label, key=key)
        return JsonResponse({"label": label, "key": key}, status=201)
