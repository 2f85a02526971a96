import ldap
from django.conf import settings
from django.http import JsonResponse


class GroupLookup:
    def __init__(self, group_name):
        self.group_name = group_name
        self.conn = ldap.initialize(settings.LDAP_URI)

    def _filter(self):
        return "(&(objectClass=groupOfNames)(cn=%s))" % self.group_name

    def members(self):
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
        try:
            results = self.conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_SUBTREE, self._filter(), ["member"])
        finally:
            self.conn.unbind_s()
        return sorted(m.decode() for _, attrs in results for m in attrs.get("member", []))


def group_members(request):
    name = request.GET.get("group", "staff")
    return JsonResponse({"group": name, "members": GroupLookup(name).members()})
