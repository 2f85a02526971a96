import requests
from rest_framework import serializers
from rest_framework.decorators import action
from rest_framework.response import Response
from rest_framework.viewsets import ModelViewSet

from integrations.models import WebhookEndpoint


class WebhookEndpointSerializer(serializers.ModelSerializer):
    class Meta:
        model = WebhookEndpoint
        fields = ["id", "callback_url", "events", "active"]


class WebhookEndpointViewSet(ModelViewSet):
    serializer_class = WebhookEndpointSerializer

    def get_queryset(self):
        return WebhookEndpoint.objects.filter(owner=self.request.user)

    @action(detail=False, methods=["post"], url_path="test")
    def test_delivery(self, request):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        target = serializer.validated_data["callback_url"]
        sample = {"event": "ping", "data": {"message": "Webhook test from Acme"}}
        try:
            result = requests.post(target, json=sample, timeout=10)
        except requests.RequestException as exc:
            return Response({"delivered": False, "error": str(exc)})
        return Response({"delivered": result.ok, "status": result.status_code, "body": result.text[:500]})
