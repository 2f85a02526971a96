from urllib.parse import urlsplit

import requests
from django.conf import settings
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import Webhook

ALLOWED_WEBHOOK_HOSTS = frozenset(h.lower() for h in settings.WEBHOOK_HOST_ALLOWLIST)


class WebhookSerializer(serializers.ModelSerializer):
    target = serializers.URLField(max_length=500)

    class Meta:
        model = Webhook
        fields = ["id", "name", "target", "events", "created_at"]
        read_only_fields = ["id", "created_at"]

    def validate_target(self, value):
        parts = urlsplit(value)
        if parts.scheme != "https":
            raise serializers.ValidationError("webhooks must use https")
        if parts.username or parts.password or "\\" in value:
            raise serializers.ValidationError("credentials are not allowed in the URL")
        if (parts.hostname or "").lower() not in ALLOWED_WEBHOOK_HOSTS:
            raise serializers.ValidationError("host is not on the approved integration list")
        if parts.port not in (None, 443):
            raise serializers.ValidationError("non-standard ports are not allowed")
        return value


class WebhookViewSet(viewsets.ModelViewSet):
    serializer_class = WebhookSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return Webhook.objects.filter(owner=self.request.user)

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user)

    @action(detail=False, methods=["post"], url_path="test")
    def test_delivery(self, request):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        target = serializer.validated_data["target"]
        payload = {"event": "test", "by": request.user.username}
        try:
            reply = requests.post(target, json=payload, timeout=5, allow_redirects=False)
        except requests.RequestException as exc:
            return Response({"delivered": False, "error": type(exc).__name__}, status=status.HTTP_502_BAD_GATEWAY)
        return Response({"delivered": reply.ok, "status": reply.status_code})
