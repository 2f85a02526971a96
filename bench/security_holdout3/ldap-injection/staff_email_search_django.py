import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

SEARCH_BASE = "ou=staff,dc=university,dc=edu"


def _ldap():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


@login_required
def staff_by_email(request):
    email = request.GET.get("email", "")
    query = "(&(objectClass=person)(mail=%s))" % email
    conn = _ldap()
    try:
        results = conn.search_s(SEARCH_BASE, ldap.SCOPE_SUBTREE, query, ["cn", "mail", "ou"])
    finally:
        conn.unbind_s()
    staff = [
        {k: [v.decode() for v in vals] for k, vals in attrs.items()}
        for dn, attrs in results
        if dn
    ]
    return JsonResponse({"staff": staff})
