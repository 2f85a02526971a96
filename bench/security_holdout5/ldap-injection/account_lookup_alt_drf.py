from django.conf import settings
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class LdapAccountLookupView(APIView):
    permission_classes = [IsAuthenticated]

    def get_connection(self):
        server = Server(settings.LDAP_URL, use_ssl=True)
        return Connection(server, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True)

    def get(self, request):
        username = escape_filter_chars(request.query_params.get("username", ""))
        search_filter = f"(&(objectClass=person)(sAMAccountName={username}))"
        with self.get_connection() as conn:
            conn.search(
                settings.LDAP_USER_BASE,
                search_filter,
                search_scope=SUBTREE,
                attributes=["displayName", "mail", "department"],
            )
            entries = [e.entry_attributes_as_dict for e in conn.entries]
        return Response({"results": entries})
