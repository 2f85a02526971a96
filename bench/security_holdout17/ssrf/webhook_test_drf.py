import requests
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class WebhookPingSerializer(serializers.Serializer):
    target = serializers.URLField()
    event = serializers.ChoiceField(choices=["order.created", "order.paid"])


class WebhookPingView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        ser = WebhookPingSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        body = {"event": ser.validated_data["event"], "test": True}
        reply = requests.post(ser.validated_data["target"], json=body, timeout=5)
        return Response({"status": reply.status_code, "body": reply.text[:500]}, status=status.HTTP_200_OK)
