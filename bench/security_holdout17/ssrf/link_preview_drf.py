import re
from html import unescape
from urllib.request import Request as UrlRequest
from urllib.request import urlopen

from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

TITLE_RE = re.compile(rb"<title[^>]*>(.*?)</title>", re.I | re.S)
DESC_RE = re.compile(rb'<meta\s+name="description"\s+content="([^"]*)"', re.I)
MAX_BYTES = 262144


class PreviewRequestSerializer(serializers.Serializer):
    url = serializers.URLField(max_length=2048)
    max_bytes = serializers.IntegerField(required=False, default=65536, max_value=MAX_BYTES)


def fetch_head(url, limit):
    req = UrlRequest(url, headers={"User-Agent": "preview-bot/1.0"})
    with urlopen(req, timeout=4) as remote:
        return remote.read(limit)


def first_group(pattern, body):
    m = pattern.search(body)
    return unescape(m.group(1).decode("utf-8", "replace")).strip() if m else ""


class PreviewView(APIView):
    def post(self, request):
        ser = PreviewRequestSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        job = dict(ser.validated_data)
        body = fetch_head(job["url"], job["max_bytes"])
        return Response(
            {
                "url": job["url"],
                "title": first_group(TITLE_RE, body),
                "description": first_group(DESC_RE, body),
            }
        )


class PreviewLimitsView(APIView):
    def get(self, request):
        return Response({"max_bytes": MAX_BYTES, "timeout": 4})
