import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from ldap.filter import filter_format

STAFF_BASE = "ou=staff,dc=university,dc=edu"


def _bind():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


@login_required
def staff_mail_lookup(request):
    email = request.GET.get("email", "")
    query = filter_format("(&(objectClass=person)(mail=%s))", [email])
    conn = _bind()
    try:
        results = conn.search_s(STAFF_BASE, ldap.SCOPE_SUBTREE, query, ["cn", "mail", "ou"])
    finally:
        conn.unbind_s()
    staff = []
    for dn, attrs in results:
        if dn:
            staff.append({k: [v.decode() for v in vals] for k, vals in attrs.items()})
    return JsonResponse({"staff": staff})
