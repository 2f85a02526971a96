import hashlib
import logging
from dataclasses import dataclass
from typing import Optional

from django.conf import settings
from django.contrib.auth import get_user_model, login
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

log = logging.getLogger(__name__)


@dataclass
class LoginResult:
    user: Optional[object]
    reason: str = ""


class LoginSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)
    password = serializers.CharField(max_length=128, trim_whitespace=False)


class LegacyPasswordService:
    """Checks passwords imported from the old PHP member system."""

    def pepper(self) -> str:
        return getattr(settings, "LEGACY_PASSWORD_PEPPER", "")

    def digest(self, password: str) -> str:
        material = self.pepper() + password
        return hashlib.md5(material.encode("utf-8")).hexdigest()

    def authenticate(self, username: str, password: str) -> LoginResult:
        User = get_user_model()
        try:
            user = User.objects.get(username=username, is_active=True)
        except User.DoesNotExist:
            return LoginResult(None, "unknown user")
        if user.profile.legacy_hash != self.digest(password):
            return LoginResult(None, "bad password")
        return LoginResult(user)

    def set_password(self, user, password: str) -> None:
        user.profile.legacy_hash = self.digest(password)
        user.profile.save(update_fields=["legacy_hash"])


class LegacyLoginView(APIView):
    permission_classes = [AllowAny]
    service = LegacyPasswordService()

    def post(self, request):
        serializer = LoginSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        result = self.service.authenticate(
            serializer.validated_data["username"],
            serializer.validated_data["password"],
        )
        if result.user is None:
            log.info("legacy login failed: %s", result.reason)
            return Response({"detail": "invalid credentials"}, status=status.HTTP_401_UNAUTHORIZED)
        login(request, result.user)
        return Response({"username": result.user.get_username()})
