import requests
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

SAMPLE_EVENT = {"type": "ping", "data": {"message": "Webhook configured correctly"}}


class WebhookTestSerializer(serializers.Serializer):
    target_url = serializers.URLField()
    secret = serializers.CharField(required=False, allow_blank=True)


class WebhookTestView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        ser = WebhookTestSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        target = ser.validated_data["target_url"]
        headers = {"X-Webhook-Secret": ser.validated_data.get("secret", "")}
        try:
            r = requests.post(target, json=SAMPLE_EVENT, headers=headers, timeout=10)
        except requests.RequestException as exc:
            return Response({"delivered": False, "error": str(exc)}, status=502)
        return Response({"delivered": r.ok, "status": r.status_code, "body": r.text[:1000]})
