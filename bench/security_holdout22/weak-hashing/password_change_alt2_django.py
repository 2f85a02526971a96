import hashlib
import hmac
import os

from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import Credential


class PasswordChangeSerializer(serializers.Serializer):
    current_password = serializers.CharField(write_only=True)
    new_password = serializers.CharField(write_only=True, min_length=12, max_length=256)


def derive(password: str, salt: bytes) -> str:
    return hashlib.sha1(salt + password.encode("utf-8")).hexdigest()


class PasswordChangeView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        serializer = PasswordChangeSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data

        credential = Credential.objects.select_for_update().get(user=request.user)
        if not hmac.compare_digest(derive(data["current_password"], bytes.fromhex(credential.salt)), credential.digest):
            return Response({"detail": "current password is incorrect"}, status=status.HTTP_400_BAD_REQUEST)
        if data["new_password"] == data["current_password"]:
            return Response({"detail": "choose a different password"}, status=status.HTTP_400_BAD_REQUEST)

        salt = os.urandom(16)
        credential.salt = salt.hex()
        credential.digest = derive(data["new_password"], salt)
        credential.save(update_fields=["salt", "digest"])

        request.user.auth_token_set.all().delete()
        return Response({"detail": "password changed"}, status=status.HTTP_200_OK)
