from django.conf import settings
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

ATTRIBUTES = ["cn", "mail", "title", "department", "telephoneNumber"]


class DirectoryQuerySerializer(serializers.Serializer):
    department = serializers.CharField(max_length=64)
    name = serializers.CharField(max_length=64, required=False, allow_blank=True)
    limit = serializers.IntegerField(min_value=1, max_value=200, default=50)


class DirectoryClient:
    def __init__(self):
        self._server = Server(settings.LDAP_URI, use_ssl=True)

    def _connect(self):
        return Connection(
            self._server,
            settings.LDAP_BIND_DN,
            settings.LDAP_BIND_PASSWORD,
            auto_bind=True,
            read_only=True,
        )

    @staticmethod
    def _clause(attr, value, prefix_match=False):
        text = escape_filter_chars(value)
        return f"({attr}={text}*)" if prefix_match else f"({attr}={text})"

    def search(self, department, name="", limit=50):
        clauses = ["(objectClass=inetOrgPerson)", self._clause("department", department)]
        if name:
            clauses.append(self._clause("cn", name, prefix_match=True))
        ldap_filter = "(&" + "".join(clauses) + ")"
        with self._connect() as conn:
            conn.search(settings.LDAP_PEOPLE_BASE, ldap_filter, SUBTREE, attributes=ATTRIBUTES, size_limit=limit)
            return [e.entry_attributes_as_dict for e in conn.entries]


class TeamDirectoryView(APIView):
    permission_classes = [permissions.IsAuthenticated]
    client = DirectoryClient()

    def get(self, request):
        params = DirectoryQuerySerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        data = params.validated_data
        people = self.client.search(data["department"], data.get("name", ""), data["limit"])
        return Response({"count": len(people), "results": people}, status=status.HTTP_200_OK)
