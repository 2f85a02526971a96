from django.conf import settings
from lxml import etree
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView


class PinCheckSerializer(serializers.Serializer):
    partner_code = serializers.CharField(max_length=64)
    pin = serializers.CharField(max_length=16)


class PartnerPinCheckView(APIView):
    authentication_classes = []
    permission_classes = []

    def post(self, request):
        serializer = PinCheckSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        code = serializer.validated_data["partner_code"]
        pin = serializer.validated_data["pin"]
        registry = etree.parse(settings.PARTNER_REGISTRY_XML)
        expression = "//partner[code/text()='" + code + "' and pin/text()='" + pin + "']"
        matches = registry.xpath(expression)
        if not matches:
            return Response({"valid": False}, status=401)
        return Response({"valid": True, "partner": matches[0].findtext("name")})
