from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from monitoring.models import AlertRule, MetricSample


class AlertRuleSerializer(serializers.ModelSerializer):
    class Meta:
        model = AlertRule
        fields = ["id", "name", "metric", "condition", "severity", "enabled"]

    def validate_condition(self, value: str) -> str:
        value = value.strip()
        if not value:
            raise serializers.ValidationError("condition is required")
        if len(value) > 500:
            raise serializers.ValidationError("condition too long")
        return value


def latest_values(metric: str, limit: int = 10) -> list[float]:
    samples = MetricSample.objects.filter(metric=metric).order_by("-taken_at")[:limit]
    return [s.value for s in samples]


def check_rule(condition: str, values: list[float]) -> bool:
    code = compile(condition, "<alert-rule>", "eval")
    context = {
        "values": values,
        "last": values[0] if values else 0.0,
        "avg": sum(values) / max(len(values), 1),
    }
    return bool(eval(code, {"max": max, "min": min}, context))


class AlertRuleViewSet(viewsets.ModelViewSet):
    serializer_class = AlertRuleSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return AlertRule.objects.filter(owner=self.request.user)

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user)

    @action(detail=True, methods=["post"])
    def evaluate(self, request, pk=None):
        rule = self.get_object()
        values = latest_values(rule.metric)
        try:
            firing = check_rule(rule.condition, values)
        except Exception as exc:
            return Response({"error": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
        return Response({"rule": rule.name, "firing": firing, "samples": len(values)})

    @action(detail=False, methods=["post"])
    def dry_run(self, request):
        condition = str(request.data.get("condition", ""))
        values = [float(v) for v in request.data.get("values", [])]
        return Response({"firing": check_rule(condition, values)})
