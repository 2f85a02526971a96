from django.conf import settings
from ldap3 import Connection, Server
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView


class AccountQuerySerializer(serializers.Serializer):
    uid = serializers.RegexField(r"^[a-z][a-z0-9_.-]{2,31}$")


class AccountStatusView(APIView):
    def get(self, request):
        params = AccountQuerySerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        uid = params.validated_data["uid"]
        conn = Connection(Server(settings.LDAP_URL), settings.LDAP_BIND_DN,
                          settings.LDAP_BIND_PASSWORD, auto_bind=True)
        conn.search(settings.LDAP_PEOPLE_BASE, f"(uid={uid})",
                    attributes=["uid", "nsAccountLock", "pwdChangedTime"])
        if not conn.entries:
            return Response({"detail": "not found"}, status=404)
        entry = conn.entries[0]
        return Response({"uid": str(entry.uid), "locked": str(entry.nsAccountLock) == "TRUE"})
