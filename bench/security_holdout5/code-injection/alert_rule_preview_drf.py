from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response


class RuleTestSerializer(serializers.Serializer):
    condition = serializers.CharField(max_length=500)
    sample = serializers.DictField(child=serializers.FloatField())


def evaluate_condition(condition, metrics):
    # metrics are exposed as plain names, e.g. "cpu > 90 and mem > 80"
    return bool(eval(condition, {"__builtins__": {}}, dict(metrics)))


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def test_alert_rule(request):
    ser = RuleTestSerializer(data=request.data)
    ser.is_valid(raise_exception=True)
    data = ser.validated_data
    try:
        fired = evaluate_condition(data["condition"], data["sample"])
    except Exception as exc:
        return Response({"error": str(exc)}, status=400)
    return Response({"fired": fired})
