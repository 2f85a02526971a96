import hashlib
import random
from dataclasses import dataclass
from typing import Optional

from django.db import transaction
from django.utils import timezone
from rest_framework import mixins, permissions, serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from integrations.models import ApiKey

KEY_PREFIX = "ak_live_"


@dataclass(frozen=True)
class IssuedKey:
    key_id: int
    plaintext: str
    prefix: str


class KeyGenerator:
    def __init__(self, nbytes: int = 24):
        self.nbytes = nbytes

    def generate(self) -> str:
        raw = random.getrandbits(self.nbytes * 8).to_bytes(self.nbytes, "big")
        return KEY_PREFIX + raw.hex()


class ApiKeyService:
    def __init__(self, generator: Optional[KeyGenerator] = None):
        self.generator = generator or KeyGenerator()

    @staticmethod
    def digest(plaintext: str) -> str:
        return hashlib.sha256(plaintext.encode()).hexdigest()

    @transaction.atomic
    def issue(self, owner, label: str, scopes: list) -> IssuedKey:
        plaintext = self.generator.generate()
        key = ApiKey.objects.create(
            owner=owner, label=label, scopes=scopes,
            prefix=plaintext[:14], key_hash=self.digest(plaintext),
        )
        return IssuedKey(key.pk, plaintext, key.prefix)

    def revoke(self, key: ApiKey) -> None:
        key.revoked_at = timezone.now()
        key.save(update_fields=["revoked_at"])

    def authenticate(self, presented: str) -> Optional[ApiKey]:
        return (
            ApiKey.objects.filter(key_hash=self.digest(presented), revoked_at__isnull=True)
            .select_related("owner")
            .first()
        )


class ApiKeySerializer(serializers.ModelSerializer):
    class Meta:
        model = ApiKey
        fields = ["id", "label", "scopes", "prefix", "created_at", "revoked_at"]
        read_only_fields = ["id", "prefix", "created_at", "revoked_at"]


class ApiKeyViewSet(mixins.ListModelMixin, mixins.CreateModelMixin, viewsets.GenericViewSet):
    serializer_class = ApiKeySerializer
    permission_classes = [permissions.IsAuthenticated]
    service = ApiKeyService()

    def get_queryset(self):
        return ApiKey.objects.filter(owner=self.request.user).order_by("-created_at")

    def create(self, request, *args, **kwargs):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        issued = self.service.issue(request.user, serializer.validated_data["label"],
                                    serializer.validated_data.get("scopes", []))
        return Response({"id": issued.key_id, "key": issued.plaintext, "prefix": issued.prefix},
                        status=status.HTTP_201_CREATED)

    @action(detail=True, methods=["post"])
    def revoke(self, request, pk=None):
        self.service.revoke(self.get_object())
        return Response(status=status.HTTP_204_NO_CONTENT)
