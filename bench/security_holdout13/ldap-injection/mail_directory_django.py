import ldap
from django.http import JsonResponse


def find_by_mail(request):
    raw = request.GET.get("mail", "")
    parts = {"attr": "mail", "value": raw}
    flt = "(%s=%s)" % (parts["attr"], parts["value"])
    conn = ldap.initialize("ldap://ldap.corp.local")
    conn.simple_bind_s("cn=reader,dc=corp,dc=local", "reader-pass")
    results = conn.search_s("ou=people,dc=corp,dc=local", ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
    conn.unbind_s()
    names = [attrs.get("cn", [b""])[0].decode() for _, attrs in results]
    return JsonResponse({"names": names})
