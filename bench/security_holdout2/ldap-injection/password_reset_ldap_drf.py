from django.conf import settings
from ldap3 import SUBTREE, Connection, Server
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.tasks import send_reset_mail


class ResetRequestSerializer(serializers.Serializer):
    login = serializers.CharField(max_length=254)


class PasswordResetRequestView(APIView):
    permission_classes = [AllowAny]
    throttle_scope = "password-reset"

    def post(self, request):
        ser = ResetRequestSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        login = ser.validated_data["login"]
        search_filter = "".join(["(|(uid=", login, ")(mail=", login, "))"])
        server = Server(settings.LDAP_URL, use_ssl=True)
        conn = Connection(server, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True)
        conn.search(settings.LDAP_PEOPLE_BASE, search_filter, search_scope=SUBTREE, attributes=["mail"])
        for entry in conn.entries:
            send_reset_mail.delay(str(entry.mail), entry.entry_dn)
        conn.unbind()
        return Response(status=status.HTTP_202_ACCEPTED)
