from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Shipment


class RuleSerializer(serializers.Serializer):
    name = serializers.RegexField(r"^[a-z_][a-z0-9_]{0,40}$")
    condition = serializers.CharField(max_length=300)


class PreviewRuleView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        serializer = RuleSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        name = serializer.validated_data["name"]
        condition = serializer.validated_data["condition"]
        source = f"def {name}(shipment):\n    return bool({condition})\n"
        namespace = {}
        exec(compile(source, f"<rule {name}>", "exec"), namespace)
        predicate = namespace[name]
        shipments = Shipment.objects.filter(owner=request.user)[:500]
        return Response({"matched": [s.pk for s in shipments if predicate(s)]})
