import ldap
import ldap.filter
from django.conf import settings
from django.http import JsonResponse


def group_members(request):
    group = request.GET.get("group", "")
    flt = ldap.filter.filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    entries = conn.search_s(settings.LDAP_GROUP_BASE, ldap.SCOPE_SUBTREE, flt, ["member"])
    members = [m.decode() for _, attrs in entries for m in attrs.get("member", [])]
    return JsonResponse({"group": group, "members": members})
