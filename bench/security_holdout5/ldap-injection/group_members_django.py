import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse


class GroupDirectory:
    def __init__(self):
        self.conn = ldap.initialize(settings.LDAP_URI)
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)

    def members(self, group_name):
        results = self.conn.search_s(
            settings.LDAP_GROUP_BASE,
            ldap.SCOPE_SUBTREE,
            "(&(objectClass=groupOfNames)(cn=%s))" % group_name,
            ["member"],
        )
        members = []
        for _dn, attrs in results:
            members.extend(m.decode() for m in attrs.get("member", []))
        return members

    def close(self):
        self.conn.unbind_s()


@login_required
def group_members(request, group_name):
    directory = GroupDirectory()
    try:
        return JsonResponse({"group": group_name, "members": directory.members(group_name)})
    finally:
        directory.close()
