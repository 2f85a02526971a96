from django.conf import settings
from django.core.mail import send_mail
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView


def single_line(value):
    return " ".join(value.splitlines()).strip()


class ContactSerializer(serializers.Serializer):
    email = serializers.EmailField()
    subject = serializers.CharField(max_length=150)
    message = serializers.CharField(max_length=5000)


class SupportContactView(APIView):
    authentication_classes = []
    permission_classes = []

    def post(self, request):
        ser = ContactSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        data = ser.validated_data
        send_mail(
            subject=f"[support] {single_line(data['subject'])}",
            message=f"From: {data['email']}\n\n{data['message']}",
            from_email=settings.DEFAULT_FROM_EMAIL,
            recipient_list=[settings.SUPPORT_EMAIL],
        )
        return Response({"sent": True}, status=202)
