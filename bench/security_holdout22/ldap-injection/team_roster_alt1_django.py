from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View
from ldap3 import SUBTREE, Connection, Server
from ldap3.core.exceptions import LDAPException
from ldap3.utils.conv import escape_filter_chars


class TeamRosterView(LoginRequiredMixin, View):
    http_method_names = ["get"]
    attributes = ["uid", "cn", "mail", "title"]

    def get_connection(self):
        server = Server(settings.LDAP_URI, use_ssl=True, connect_timeout=5)
        return Connection(
            server,
            user=settings.LDAP_BIND_DN,
            password=settings.LDAP_BIND_PASSWORD,
            auto_bind=True,
            read_only=True,
        )

    def get(self, request, *args, **kwargs):
        team = request.GET.get("team", "").strip()
        if not team:
            return JsonResponse({"error": "team is required"}, status=400)
        location = request.GET.get("location")

        clauses = [f"(ou={escape_filter_chars(team)})"]
        if location:
            clauses.append(f"(l={escape_filter_chars(location)})")
        search_filter = "(&(objectClass=inetOrgPerson)" + "".join(clauses) + ")"

        try:
            with self.get_connection() as conn:
                conn.search(settings.LDAP_PEOPLE_BASE, search_filter, search_scope=SUBTREE, attributes=self.attributes)
                members = [entry.entry_attributes_as_dict for entry in conn.entries]
        except LDAPException:
            return JsonResponse({"error": "directory unavailable"}, status=503)

        return JsonResponse(
            {
                "team": team,
                "members": [
                    {key: (values[0] if values else None) for key, values in member.items()}
                    for member in members
                ],
            }
        )
