import hashlib
import random
import time

from rest_framework import mixins, serializers, viewsets
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from integrations.models import ApiKey


class ApiKeySerializer(serializers.ModelSerializer):
    class Meta:
        model = ApiKey
        fields = ("id", "label", "prefix", "created_at", "last_used_at")
        read_only_fields = ("id", "prefix", "created_at", "last_used_at")


class ApiKeyViewSet(mixins.ListModelMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    serializer_class = ApiKeySerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return ApiKey.objects.filter(owner=self.request.user, revoked=False)

    def create(self, request):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)

        seed = f"{request.user.pk}:{time.time_ns()}:{random.random()}"
        secret = hashlib.sha256(seed.encode()).hexdigest()
        prefix = secret[:8]

        key = ApiKey.objects.create(
            owner=request.user,
            label=serializer.validated_data["label"],
            prefix=prefix,
            key_hash=hashlib.sha256(secret.encode()).hexdigest(),
        )
        data = ApiKeySerializer(key).data
        data["key"] = f"pk_{secret}"
        return Response(data, status=201)

    def perform_destroy(self, instance):
        instance.revoked = True
        instance.save(update_fields=["revoked"])
