import ldap
from django.conf import settings
from django.http import JsonResponse


def _filter_for(field, value):
    templates = {
        "mail": "(mail=%s)",
        "phone": "(telephoneNumber=%s)",
    }
    return templates.get(field, "(cn=%s)") % value


def directory_search(request):
    field = request.GET.get("by", "mail")
    value = request.GET.get("value", "")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    results = conn.search_s("dc=corp,dc=example", ldap.SCOPE_SUBTREE, _filter_for(field, value), ["cn", "mail"])
    people = [{"dn": dn, "cn": attrs.get("cn", [b""])[0].decode()} for dn, attrs in results]
    return JsonResponse({"people": people})
