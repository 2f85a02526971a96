import base64
import hashlib
import hmac
import os

from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from devices.models import DeviceCredential

ITERATIONS = 600_000


def derive(secret: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", secret.encode("utf-8"), salt, ITERATIONS)


class CredentialSerializer(serializers.Serializer):
    device_id = serializers.UUIDField()
    secret = serializers.CharField(min_length=16, max_length=256)


class DeviceCredentialView(APIView):
    def post(self, request):
        ser = CredentialSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        salt = os.urandom(16)
        key = derive(ser.validated_data["secret"], salt)
        DeviceCredential.objects.update_or_create(
            device_id=ser.validated_data["device_id"],
            defaults={
                "salt": base64.b64encode(salt).decode(),
                "key": base64.b64encode(key).decode(),
                "iterations": ITERATIONS,
            },
        )
        return Response(status=204)

    @staticmethod
    def check(secret, record):
        salt = base64.b64decode(record.salt)
        return hmac.compare_digest(derive(secret, salt), base64.b64decode(record.key))
