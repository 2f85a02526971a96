import random
from datetime import timedelta

from django.utils import timezone
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import Device
from .serializers import DeviceSerializer

_sysrand = random.SystemRandom()
PAIRING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


class DeviceViewSet(viewsets.ModelViewSet):
    serializer_class = DeviceSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return Device.objects.filter(owner=self.request.user)

    @action(detail=True, methods=["post"], url_path="pairing-code")
    def pairing_code(self, request, pk=None):
        device = self.get_object()
        code = "".join(_sysrand.choice(PAIRING_ALPHABET) for _ in range(8))
        device.pairing_code = code
        device.pairing_expires = timezone.now() + timedelta(minutes=10)
        device.save(update_fields=["pairing_code", "pairing_expires"])
        return Response({"code": code, "expires": device.pairing_expires})
