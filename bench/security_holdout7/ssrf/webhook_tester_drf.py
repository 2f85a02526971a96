import time
from dataclasses import asdict, dataclass
from typing import Optional

import requests
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

DEFAULT_TIMEOUT = 5
SAMPLE_EVENT = {"type": "ping", "data": {"message": "hello from webhook tester"}}


class WebhookTestSerializer(serializers.Serializer):
    endpoint = serializers.URLField()
    shared_token = serializers.CharField(required=False, allow_blank=True)
    method = serializers.ChoiceField(choices=["POST", "PUT"], default="POST")


@dataclass
class DeliveryResult:
    status_code: Optional[int]
    elapsed_ms: int
    body_preview: str
    error: Optional[str] = None


class WebhookDeliverer:
    def __init__(self, timeout: int = DEFAULT_TIMEOUT):
        self.session = requests.Session()
        self.timeout = timeout

    def deliver(self, method: str, url: str, headers: dict) -> DeliveryResult:
        started = time.monotonic()
        try:
            resp = self.session.request(
                method,
                url,
                json=SAMPLE_EVENT,
                headers=headers,
                timeout=self.timeout,
            )
        except requests.RequestException as exc:
            elapsed = int((time.monotonic() - started) * 1000)
            return DeliveryResult(None, elapsed, "", str(exc))
        elapsed = int((time.monotonic() - started) * 1000)
        return DeliveryResult(resp.status_code, elapsed, resp.text[:500])


class WebhookTestView(APIView):
    permission_classes = [IsAuthenticated]
    deliverer = WebhookDeliverer()

    def post(self, request):
        s = WebhookTestSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        data = s.validated_data
        headers = {"Content-Type": "application/json"}
        if data.get("shared_token"):
            headers["X-Webhook-Token"] = data["shared_token"]
        result = self.deliverer.deliver(data["method"], data["endpoint"], headers)
        return Response(asdict(result))
