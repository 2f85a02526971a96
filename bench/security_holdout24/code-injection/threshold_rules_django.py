import operator
from statistics import mean

from rest_framework import serializers, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from monitoring.models import MetricSample, ThresholdRule

COMPARATORS = {
    ">": operator.gt,
    ">=": operator.ge,
    "<": operator.lt,
    "<=": operator.le,
    "==": operator.eq,
}
AGGREGATES = {"last": lambda v: v[0], "avg": mean, "max": max, "min": min}


class ThresholdRuleSerializer(serializers.ModelSerializer):
    comparator = serializers.ChoiceField(choices=list(COMPARATORS))
    aggregate = serializers.ChoiceField(choices=list(AGGREGATES))
    threshold = serializers.FloatField()

    class Meta:
        model = ThresholdRule
        fields = ["id", "name", "metric", "aggregate", "comparator", "threshold", "enabled"]


class DryRunSerializer(serializers.Serializer):
    comparator = serializers.ChoiceField(choices=list(COMPARATORS))
    aggregate = serializers.ChoiceField(choices=list(AGGREGATES))
    threshold = serializers.FloatField()
    values = serializers.ListField(child=serializers.FloatField(), max_length=100)


def latest_values(metric: str, limit: int = 10) -> list[float]:
    samples = MetricSample.objects.filter(metric=metric).order_by("-taken_at")[:limit]
    return [s.value for s in samples]


def check_rule(aggregate: str, comparator: str, threshold: float, values: list[float]) -> bool:
    if not values:
        return False
    observed = AGGREGATES[aggregate](values)
    return COMPARATORS[comparator](observed, threshold)


class ThresholdRuleViewSet(viewsets.ModelViewSet):
    serializer_class = ThresholdRuleSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return ThresholdRule.objects.filter(owner=self.request.user)

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user)

    @action(detail=True, methods=["post"])
    def evaluate(self, request, pk=None):
        rule = self.get_object()
        values = latest_values(rule.metric)
        firing = check_rule(rule.aggregate, rule.comparator, rule.threshold, values)
        return Response({"rule": rule.name, "firing": firing, "samples": len(values)})

    @action(detail=False, methods=["post"])
    def dry_run(self, request):
        spec = DryRunSerializer(data=request.data)
        spec.is_valid(raise_exception=True)
        return Response({"firing": check_rule(**spec.validated_data)})
