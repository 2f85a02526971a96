import ldap
import ldap.filter
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

ATTRS = ["cn", "mail", "telephoneNumber", "roomNumber"]


@login_required
def phonebook(request):
    surname = request.GET.get("sn", "")
    site = request.GET.get("site", "")
    flt = ldap.filter.filter_format(
        "(&(objectClass=inetOrgPerson)(sn=%s)(l=%s))", [surname, site]
    )
    conn = ldap.initialize(settings.LDAP_URI)
    try:
        conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
        results = conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, flt, ATTRS)
    finally:
        conn.unbind_s()
    rows = []
    for _dn, entry in results:
        rows.append({k: entry[k][0].decode() for k in ATTRS if k in entry})
    return JsonResponse({"entries": rows})
