import ldap
from ldap.dn import escape_dn_chars
from django.conf import settings
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


def _open_connection():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.protocol_version = ldap.VERSION3
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


class GroupMembersView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request, group_name):
        group = escape_dn_chars(group_name.strip())
        if not group:
            return Response({"detail": "group name is required"}, status=400)

        conn = _open_connection()
        try:
            entries = conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_ONELEVEL, f"(&(objectClass=groupOfNames)(cn={group}))", ["cn", "member", "description"])
        except ldap.NO_SUCH_OBJECT:
            entries = []
        finally:
            conn.unbind_s()

        groups = []
        for dn, attrs in entries:
            if dn is None:
                continue
            groups.append(
                {
                    "dn": dn,
                    "name": attrs.get("cn", [b""])[0].decode(),
                    "description": attrs.get("description", [b""])[0].decode(),
                    "members": [m.decode() for m in attrs.get("member", [])],
                }
            )

        if not groups:
            return Response({"detail": "no such group"}, status=status.HTTP_404_NOT_FOUND)
        return Response({"groups": groups})
