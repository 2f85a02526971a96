import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

ATTRS = ["cn", "mail", "title", "telephoneNumber"]


def _connect():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


@login_required
def staff_lookup(request):
    uid = request.GET.get("uid", "")
    query = "(&(objectClass=inetOrgPerson)(uid=%s))" % uid
    conn = _connect()
    try:
        results = conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, query, ATTRS)
    finally:
        conn.unbind_s()
    people = [
        {key: [v.decode() for v in values] for key, values in entry.items()}
        for _dn, entry in results
    ]
    return JsonResponse({"people": people})
