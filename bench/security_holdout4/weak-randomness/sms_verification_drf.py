import random

from django.core.cache import cache
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from notifications.sms import send_sms


class PhoneSerializer(serializers.Serializer):
    phone = serializers.RegexField(r"^\+[1-9]\d{7,14}$")


class SendVerificationCodeView(APIView):
    throttle_scope = "sms"

    def post(self, request):
        serializer = PhoneSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        phone = serializer.validated_data["phone"]
        code = self.generate_code()
        cache.set(f"phone-verify:{phone}", code, timeout=300)
        send_sms(phone, f"Your verification code is {code}")
        return Response({"sent": True}, status=status.HTTP_202_ACCEPTED)

    def generate_code(self):
        return f"{random.randint(0, 999999):06d}"
