import ipaddress
import re
import subprocess

from rest_framework import permissions, routers, serializers, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

DOMAIN_RE = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+")


def run_tool(argv: list[str], timeout: int = 20) -> dict:
    completed = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, check=False)
    return {"rc": completed.returncode, "out": completed.stdout[-8000:], "err": completed.stderr[-2000:]}


class TracerouteSerializer(serializers.Serializer):
    target = serializers.IPAddressField()
    max_hops = serializers.IntegerField(min_value=1, max_value=30, default=15)


class WhoisSerializer(serializers.Serializer):
    domain = serializers.CharField(max_length=253)

    def validate_domain(self, value):
        value = value.strip().lower()
        if not DOMAIN_RE.fullmatch(value):
            raise serializers.ValidationError("invalid domain")
        return value


class NetworkToolViewSet(viewsets.ViewSet):
    permission_classes = [permissions.IsAdminUser]

    def list(self, request):
        return Response({"tools": ["traceroute", "whois"]})

    @action(detail=False, methods=["post"])
    def traceroute(self, request):
        ser = TracerouteSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        target = str(ipaddress.ip_address(ser.validated_data["target"]))
        argv = ["traceroute", "-n", "-m", str(ser.validated_data["max_hops"]), target]
        return Response(run_tool(argv, timeout=60))

    @action(detail=False, methods=["post"])
    def whois(self, request):
        ser = WhoisSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        return Response(run_tool(["whois", ser.validated_data["domain"]]))


router = routers.DefaultRouter()
router.register(r"network-tools", NetworkToolViewSet, basename="network-tools")
urlpatterns = router.urls
