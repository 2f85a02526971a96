import logging

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.core.exceptions import LDAPException

logger = logging.getLogger(__name__)


def get_connection():
    server = Server(settings.LDAP_HOST, use_ssl=True, get_info=ALL, connect_timeout=5)
    return Connection(
        server,
        user=settings.LDAP_BIND_DN,
        password=settings.LDAP_BIND_PASSWORD,
        auto_bind=True,
        read_only=True,
    )


def member_uid(dn):
    first = dn.split(",", 1)[0]
    return first.split("=", 1)[-1]


class GroupMembersView(LoginRequiredMixin, View):
    http_method_names = ["get"]
    max_group_length = 64

    def get(self, request):
        group = request.GET.get("group", "").strip()
        if not group or len(group) > self.max_group_length:
            return HttpResponseBadRequest("group is required")
        try:
            members = self.lookup(group)
        except LDAPException:
            logger.exception("group lookup failed for %s", group)
            return JsonResponse({"error": "directory unavailable"}, status=503)
        return JsonResponse({"group": group, "members": members})

    def lookup(self, group):
        conn = get_connection()
        try:
            search_filter = "(&(objectClass=groupOfNames)(cn=%s))" % group
            conn.search(settings.LDAP_GROUP_BASE, search_filter, search_scope=SUBTREE, attributes=["member", "description"])
            members = []
            for entry in conn.entries:
                for dn in entry.member.values:
                    members.append(member_uid(dn))
            return sorted(set(members))
        finally:
            conn.unbind()
