import ldap
from django.conf import settings
from django.http import JsonResponse
from ldap.filter import filter_format

BASE = "ou=mail,dc=example,dc=org"


def resolve_alias(request):
    address = request.GET.get("address", "").strip().lower()
    query = filter_format("(&(objectClass=mailAlias)(|(mail=%s)(mailAlternateAddress=%s)))", [address, address])
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PW)
    try:
        results = conn.search_s(BASE, ldap.SCOPE_SUBTREE, query, ["maildrop"])
    finally:
        conn.unbind_s()
    targets = [v.decode() for _, attrs in results for v in attrs.get("maildrop", [])]
    return JsonResponse({"address": address, "deliver_to": targets})
