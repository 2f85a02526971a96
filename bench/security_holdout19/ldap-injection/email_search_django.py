import json

import ldap
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from ldap.filter import escape_filter_chars


@require_POST
def find_by_email(request):
    payload = json.loads(request.body or b"{}")
    email = str(payload.get("email", ""))
    flt = "(&(objectClass=inetOrgPerson)(mail=%s))" % escape_filter_chars(email)
    conn = ldap.initialize("ldap://ldap.internal:389")
    conn.simple_bind_s("cn=svc-portal,dc=internal", "portal-pass")
    results = conn.search_s("ou=people,dc=internal", ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber"])
    found = [{"dn": dn, "cn": attrs.get("cn", [b""])[0].decode()} for dn, attrs in results]
    return JsonResponse({"results": found})
