import ldap
from ldap.filter import filter_format
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse


@login_required
def manager_of(request):
    email = request.GET.get("email", "").strip()
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PW)
    flt = filter_format("(&(objectClass=person)(mail=%s))", [email])
    found = conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "manager"])
    if not found:
        raise Http404("unknown person")
    _, attrs = found[0]
    manager_dn = attrs.get("manager", [b""])[0].decode()
    return JsonResponse({"person": attrs["cn"][0].decode(), "manager_dn": manager_dn})
