import ldap
from django.conf import settings
from django.http import JsonResponse
from ldap.filter import escape_filter_chars

BASE = "ou=staff,dc=example,dc=org"


def members(request):
    user = escape_filter_chars(request.GET.get("user", "*"))
    dept = request.GET.get("dept", "engineering")
    criteria = (user, dept)
    flt = "(&(objectClass=person)(uid=%s)(departmentNumber=%s))" % criteria
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PW)
    try:
        results = conn.search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
    finally:
        conn.unbind_s()
    return JsonResponse({"members": [attrs.get("cn", [b""])[0].decode() for _, attrs in results]})
