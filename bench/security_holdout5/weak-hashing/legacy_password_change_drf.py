import hashlib
import hmac

from rest_framework import generics, serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import LegacyAccount


class ChangePasswordSerializer(serializers.Serializer):
    old_password = serializers.CharField()
    new_password = serializers.CharField(min_length=10)


def _digest(password):
    return hashlib.sha256(password.encode("utf-8")).hexdigest()


class ChangePasswordView(generics.GenericAPIView):
    serializer_class = ChangePasswordSerializer
    permission_classes = [IsAuthenticated]

    def post(self, request):
        ser = self.get_serializer(data=request.data)
        ser.is_valid(raise_exception=True)
        account = LegacyAccount.objects.get(user=request.user)
        if not hmac.compare_digest(account.password_digest, _digest(ser.validated_data["old_password"])):
            return Response({"detail": "wrong password"}, status=status.HTTP_400_BAD_REQUEST)
        account.password_digest = _digest(ser.validated_data["new_password"])
        account.save(update_fields=["password_digest"])
        return Response(status=status.HTTP_204_NO_CONTENT)
