import ldap
from django.conf import settings
from django.http import JsonResponse


def _build_filter(email, active_only):
    parts = ["(mail={})".format(email)]
    if active_only:
        parts.append("(!(accountDisabled=TRUE))")
    return "(&(objectClass=inetOrgPerson)" + "".join(parts) + ")"


def find_colleague(request):
    email = request.GET.get("email", "")
    flt = _build_filter(email, request.GET.get("active") == "1")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    results = conn.search_s("dc=corp,dc=example", ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber"])
    return JsonResponse({"matches": [dn for dn, _ in results]})
