import logging
import os

from rest_framework import serializers
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

logger = logging.getLogger("ops.diagnostics")

RECORD_TYPES = ("A", "AAAA", "CNAME", "MX", "TXT", "NS", "SOA")


class LookupRequestSerializer(serializers.Serializer):
    hostname = serializers.CharField(max_length=253, trim_whitespace=True)
    record_type = serializers.ChoiceField(choices=RECORD_TYPES, default="A")
    resolver = serializers.IPAddressField(required=False, protocol="IPv4")


class DnsLookupView(APIView):
    permission_classes = [IsAdminUser]

    def post(self, request):
        serializer = LookupRequestSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data

        host = data["hostname"]
        record_type = data["record_type"]
        resolver = f"@{data['resolver']}" if data.get("resolver") else ""

        logger.info("dns lookup by %s: %s %s", request.user.username, record_type, host)
        with os.popen(f"dig +short +time=3 {resolver} -t {record_type} {host}") as pipe:
            output = pipe.read()

        answers = [line.strip() for line in output.splitlines() if line.strip()]
        return Response(
            {
                "hostname": host,
                "record_type": record_type,
                "resolver": data.get("resolver"),
                "answers": answers,
            }
        )
