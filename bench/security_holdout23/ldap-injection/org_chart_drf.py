import ldap
from django.conf import settings
from ldap.filter import filter_format
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

PEOPLE_BASE = "ou=people,dc=corp,dc=example"
ATTRS = ["uid", "cn", "title", "manager", "mail"]


class ReportsQuerySerializer(serializers.Serializer):
    manager = serializers.RegexField(r"^[a-z][a-z0-9._-]{1,31}\Z")
    include_contractors = serializers.BooleanField(default=False)


def _bind():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


def _decode(entry):
    dn, attrs = entry
    row = {key: [v.decode() for v in values] for key, values in attrs.items()}
    row["dn"] = dn
    return row


class DirectReportsView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        params = ReportsQuerySerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        manager_dn = f"uid={params.validated_data['manager']},{PEOPLE_BASE}"
        if params.validated_data["include_contractors"]:
            kinds = "(|(employeeType=staff)(employeeType=contractor))"
        else:
            kinds = "(employeeType=staff)"
        conn = _bind()
        try:
            rows = conn.search_s(PEOPLE_BASE, ldap.SCOPE_ONELEVEL, f"(&(manager={manager_dn}){kinds})", ATTRS)
        finally:
            conn.unbind_s()
        return Response([_decode(r) for r in rows])


class MyProfileView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        conn = _bind()
        try:
            rows = conn.search_s(
                PEOPLE_BASE,
                ldap.SCOPE_ONELEVEL,
                filter_format("(uid=%s)", [request.user.username]),
                ATTRS,
            )
        finally:
            conn.unbind_s()
        if not rows:
            return Response({"detail": "no directory entry"}, status=404)
        return Response(_decode(rows[0]))
