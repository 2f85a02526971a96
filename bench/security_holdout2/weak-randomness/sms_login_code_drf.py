import random
from datetime import timedelta

from django.core.cache import cache
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from .sms import send_sms


class PhoneSerializer(serializers.Serializer):
    phone = serializers.RegexField(r"^\+\d{8,15}$")


class RequestOtpView(APIView):
    authentication_classes = []
    permission_classes = []

    def post(self, request):
        serializer = PhoneSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        phone = serializer.validated_data["phone"]
        otp = str(random.randint(100000, 999999))
        cache.set(f"otp:{phone}", otp, timeout=int(timedelta(minutes=5).total_seconds()))
        send_sms(phone, f"Your login code is {otp}")
        return Response({"sent": True}, status=status.HTTP_202_ACCEPTED)
