import ldap
from django.http import JsonResponse
from ldap.filter import filter_format


def find_by_phone(request):
    raw = request.GET.get("phone", "")
    parts = {"attr": "telephoneNumber", "value": raw}
    flt = filter_format("(" + parts["attr"] + "=%s)", [parts["value"]])
    conn = ldap.initialize("ldap://ldap.corp.local")
    conn.simple_bind_s("cn=reader,dc=corp,dc=local", "reader-pass")
    results = conn.search_s("ou=people,dc=corp,dc=local", ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
    conn.unbind_s()
    names = [attrs.get("cn", [b""])[0].decode() for _, attrs in results]
    return JsonResponse({"names": names})
