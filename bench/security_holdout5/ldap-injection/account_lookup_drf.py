import ldap
from django.conf import settings
from ldap.filter import filter_format
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

ATTRS = ["uid", "cn", "loginShell", "homeDirectory"]


class PosixAccountView(APIView):
    permission_classes = [IsAdminUser]

    def get(self, request, username):
        flt = filter_format("(&(objectClass=posixAccount)(uid=%s))", [username])
        conn = ldap.initialize(settings.LDAP_URI)
        try:
            conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
            entries = conn.search_s(settings.LDAP_PEOPLE_DN, ldap.SCOPE_ONELEVEL, flt, ATTRS)
        finally:
            conn.unbind_s()
        if not entries:
            return Response({"detail": "not found"}, status=404)
        _, attrs = entries[0]
        return Response({k: [v.decode() for v in attrs.get(k, [])] for k in ATTRS})
