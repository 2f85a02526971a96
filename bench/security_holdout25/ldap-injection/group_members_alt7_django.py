import ldap
from django.conf import settings
from django.http import JsonResponse
from ldap.dn import escape_dn_chars


def group_members(request):
    groups = [escape_dn_chars(g) for g in request.GET.getlist("group") if g]
    if not groups:
        return JsonResponse({"members": []})
    group_filter = "(|" + "".join("(cn=%s)" % g for g in groups) + ")"
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    try:
        results = conn.search_s(
            "ou=groups,dc=example,dc=org",
            ldap.SCOPE_SUBTREE,
            "(&(objectClass=groupOfNames)%s)" % group_filter,
            ["member"],
        )
    finally:
        conn.unbind_s()
    members = sorted({m.decode() for _dn, attrs in results for m in attrs.get("member", [])})
    return JsonResponse({"members": members})
