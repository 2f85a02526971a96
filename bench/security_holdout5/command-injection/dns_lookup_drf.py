import re
import subprocess

from rest_framework import serializers, status
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)([A-Za-z0-9](-?[A-Za-z0-9])*\.)+[A-Za-z]{2,63}$")
RECORD_TYPES = ("A", "AAAA", "MX", "TXT", "NS")


class LookupSerializer(serializers.Serializer):
    name = serializers.RegexField(HOSTNAME_RE)
    record_type = serializers.ChoiceField(choices=RECORD_TYPES, default="A")


class DnsLookupView(APIView):
    permission_classes = [IsAdminUser]

    def post(self, request):
        ser = LookupSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        args = [
            "dig",
            "+short",
            ser.validated_data["name"],
            ser.validated_data["record_type"],
        ]
        proc = subprocess.run(
            args,
            capture_output=True,
            text=True,
            timeout=10,
        )
        if proc.returncode != 0:
            return Response({"error": "lookup failed"}, status=status.HTTP_502_BAD_GATEWAY)
        return Response({"answers": proc.stdout.split()})
