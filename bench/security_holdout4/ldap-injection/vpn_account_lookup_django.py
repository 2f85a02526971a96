import ldap
from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse


def _bind():
    conn = ldap.initialize(settings.AUTH_LDAP_SERVER_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.AUTH_LDAP_BIND_DN, settings.AUTH_LDAP_BIND_PASSWORD)
    return conn


@staff_member_required
def vpn_account(request):
    email = request.GET.get("email", "").strip()
    search_filter = "(&(objectClass=person)(mail=%s)(memberOf=cn=vpn-users,ou=groups,dc=acme,dc=io))" % email
    conn = _bind()
    try:
        results = conn.search_s("ou=people,dc=acme,dc=io", ldap.SCOPE_SUBTREE, search_filter, ["uid", "mail"])
    finally:
        conn.unbind_s()
    accounts = [
        {"dn": dn, "uid": attrs["uid"][0].decode(), "mail": attrs["mail"][0].decode()}
        for dn, attrs in results
        if dn
    ]
    return JsonResponse({"vpn_enabled": bool(accounts), "accounts": accounts})
