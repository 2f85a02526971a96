import random
import string
from datetime import timedelta

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.utils import timezone
from django.views import View

from .models import Device, PairingCode

_rng = random.SystemRandom()
PAIRING_ALPHABET = string.ascii_uppercase.replace("O", "").replace("I", "") + "23456789"
PAIRING_TTL = timedelta(minutes=5)


def make_pairing_code(length=8):
    return "".join(_rng.choice(PAIRING_ALPHABET) for _ in range(length))


class StartPairingView(LoginRequiredMixin, View):
    def post(self, request):
        PairingCode.objects.filter(user=request.user).delete()
        code = make_pairing_code()
        PairingCode.objects.create(user=request.user, code=code, expires_at=timezone.now() + PAIRING_TTL)
        return JsonResponse({"code": code, "expires_in": int(PAIRING_TTL.total_seconds())})


class CompletePairingView(View):
    def post(self, request):
        code = request.POST.get("code", "").strip().upper()
        device_name = request.POST.get("device_name", "Unnamed device")[:64]
        pairing = (
            PairingCode.objects.select_related("user")
            .filter(code=code, expires_at__gt=timezone.now())
            .first()
        )
        if pairing is None:
            return JsonResponse({"error": "invalid code"}, status=400)
        device = Device.objects.create(user=pairing.user, name=device_name)
        pairing.delete()
        return JsonResponse({"device_id": device.pk, "device_token": device.issue_token()})


class DeviceListView(LoginRequiredMixin, View):
    def get(self, request):
        devices = Device.objects.filter(user=request.user).values("pk", "name", "last_seen")
        return JsonResponse({"devices": list(devices)})
