import ldap
from django.conf import settings
from django.http import JsonResponse


class GroupDirectory:
    def __init__(self):
        self.conn = ldap.initialize(settings.LDAP_URI)
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)

    def members(self, group_name):
        query = "(&(objectClass=groupOfNames)(cn=%s))" % group_name
        results = self.conn.search_s("ou=groups,dc=corp,dc=local", ldap.SCOPE_SUBTREE, query, ["member"])
        return [m.decode() for _, attrs in results for m in attrs.get("member", [])]


def group_members(request):
    name = request.GET.get("group", "staff")
    return JsonResponse({"group": name, "members": GroupDirectory().members(name)})
