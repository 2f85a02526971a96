import ldap
import ldap.filter
from django.http import JsonResponse

LDAP_URI = "ldap://directory.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


def phone_book(request):
    surname = request.GET.get("surname", "")
    ldap_filter = ldap.filter.filter_format("(&(objectClass=person)(sn=%s))", [surname])
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s()
    try:
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ldap_filter, ["cn", "telephoneNumber"])
    finally:
        conn.unbind_s()
    entries = [
        {"cn": a.get("cn", [b""])[0].decode(), "phone": a.get("telephoneNumber", [b""])[0].decode()}
        for _dn, a in results
    ]
    return JsonResponse({"entries": entries})
