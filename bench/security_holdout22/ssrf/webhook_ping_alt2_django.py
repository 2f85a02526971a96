import time
import uuid

import httpx
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from integrations.signing import sign_payload


class WebhookTestSerializer(serializers.Serializer):
    url = serializers.URLField(max_length=500)
    secret = serializers.CharField(max_length=128, required=False, allow_blank=True)


class WebhookTestDeliveryView(APIView):
    """Sends a sample event so integrators can check their receiver before saving it."""

    permission_classes = [IsAuthenticated]

    def post(self, request):
        serializer = WebhookTestSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        target = serializer.validated_data["url"]
        secret = serializer.validated_data.get("secret") or ""

        event = {
            "id": str(uuid.uuid4()),
            "type": "ping",
            "created": int(time.time()),
            "account": request.user.account_id,
        }
        headers = {"X-Event-Signature": sign_payload(secret, event)} if secret else {}

        started = time.monotonic()
        try:
            reply = httpx.post(target, json=event, headers=headers, timeout=5.0)
        except httpx.HTTPError as exc:
            return Response({"delivered": False, "error": str(exc)}, status=200)

        return Response(
            {
                "delivered": reply.is_success,
                "status_code": reply.status_code,
                "elapsed_ms": int((time.monotonic() - started) * 1000),
                "response_body": reply.text[:2000],
            }
        )
