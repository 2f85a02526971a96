import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse


@login_required
def group_members(request, group):
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    results = conn.search_s(
        settings.LDAP_GROUP_BASE,
        ldap.SCOPE_SUBTREE,
        "(&(objectClass=groupOfNames)(cn=%s))" % group,
        ["member"],
    )
    conn.unbind_s()
    members = [m.decode() for _dn, attrs in results for m in attrs.get("member", [])]
    return JsonResponse({"group": group, "members": members})
