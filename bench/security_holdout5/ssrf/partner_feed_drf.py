from urllib.parse import urlsplit

import requests
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

ALLOWED_FEED_HOSTS = {
    "feeds.partner-one.com",
    "export.partnertwo.net",
    "api.supplier-three.io",
}


def validate_feed_url(value):
    parts = urlsplit(value)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_FEED_HOSTS:
        raise serializers.ValidationError("feed host is not on the partner allow-list")
    if parts.port not in (None, 443) or parts.username or parts.password:
        raise serializers.ValidationError("unexpected URL components")
    return value


class FeedSerializer(serializers.Serializer):
    url = serializers.URLField(validators=[validate_feed_url])


class PartnerFeedPreviewView(APIView):
    def post(self, request):
        ser = FeedSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        resp = requests.get(ser.validated_data["url"], timeout=10, allow_redirects=False)
        return Response({"status": resp.status_code, "items": resp.json().get("items", [])[:20]})
