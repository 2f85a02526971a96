import ldap
from django.conf import settings
from django.http import JsonResponse

GROUP_BASE = "ou=groups,dc=corp,dc=example,dc=com"


def group_filter(name):
    return "(&(objectClass=groupOfNames)(cn=%s))" % name


def group_members(request):
    name = request.GET.get("group", "staff")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    results = conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, group_filter(name), ["member"])
    members = []
    for _dn, attrs in results:
        members.extend(m.decode() for m in attrs.get("member", []))
    return JsonResponse({"group": name, "members": members})
