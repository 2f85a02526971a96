import random

from rest_framework import permissions, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from integrations.models import ApiKey
from integrations.serializers import ApiKeySerializer


class ApiKeyViewSet(viewsets.ModelViewSet):
    serializer_class = ApiKeySerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return ApiKey.objects.filter(owner=self.request.user)

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user, key=self._new_key())

    @action(detail=True, methods=["post"])
    def rotate(self, request, pk=None):
        api_key = self.get_object()
        api_key.key = self._new_key()
        api_key.save(update_fields=["key"])
        return Response({"id": api_key.pk, "key": api_key.key})

    @staticmethod
    def _new_key() -> str:
        return "ak_" + format(random.getrandbits(160), "040x")
