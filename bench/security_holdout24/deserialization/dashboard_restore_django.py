import json

from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import DashboardLayout

WIDGETS = ["revenue", "signups", "churn", "latency", "errors", "queue_depth"]


class LayoutSerializer(serializers.Serializer):
    widgets = serializers.ListField(child=serializers.ChoiceField(choices=WIDGETS), max_length=24)
    columns = serializers.IntegerField(min_value=1, max_value=4)
    range = serializers.ChoiceField(choices=["7d", "30d", "90d"], default="30d")


class RestoreSerializer(serializers.Serializer):
    state = serializers.CharField(max_length=20000)


class DashboardViewSet(viewsets.ViewSet):
    permission_classes = [IsAuthenticated]

    def list(self, request):
        layout, _ = DashboardLayout.objects.get_or_create(owner=request.user)
        return Response(layout.config)

    @action(detail=False, methods=["get"])
    def share(self, request):
        layout, _ = DashboardLayout.objects.get_or_create(owner=request.user)
        return Response({"state": json.dumps(layout.config, separators=(",", ":"))})

    @action(detail=False, methods=["post"])
    def restore(self, request):
        incoming = RestoreSerializer(data=request.data)
        incoming.is_valid(raise_exception=True)
        try:
            decoded = json.loads(incoming.validated_data["state"])
        except json.JSONDecodeError:
            return Response({"detail": "state is not valid JSON"}, status=status.HTTP_422_UNPROCESSABLE_ENTITY)
        layout = LayoutSerializer(data=decoded)
        layout.is_valid(raise_exception=True)
        DashboardLayout.objects.update_or_create(owner=request.user, defaults={"config": layout.validated_data})
        return Response(layout.validated_data)
