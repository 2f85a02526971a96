import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

BASE_DN = "ou=people,dc=corp,dc=example"


def _bind():
    conn = ldap.initialize(settings.LDAP_SERVER_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


@login_required
def badge_lookup(request):
    badge = request.GET.get("badge", "")
    conn = _bind()
    try:
        result = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(employeeNumber=" + badge + ")", ["cn", "mail", "departmentNumber"])
    finally:
        conn.unbind_s()
    employees = [
        {"dn": dn, "name": attrs.get("cn", [b""])[0].decode(), "department": attrs.get("departmentNumber", [b""])[0].decode()}
        for dn, attrs in result
    ]
    return JsonResponse({"badge": badge, "matches": employees})
