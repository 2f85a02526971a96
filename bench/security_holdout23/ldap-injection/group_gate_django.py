import ldap
from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

PEOPLE_BASE = "ou=people,dc=corp,dc=example"
ADMIN_GROUP = "cn=billing-admins,ou=groups,dc=corp,dc=example"


@require_GET
def billing_admin_check(request):
    # called by the refunds service before it releases a payout
    username = request.GET.get("user", "")
    if "*" in username or len(username) > 64:
        return HttpResponseBadRequest("invalid user name")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    query = "(&(uid=" + username + ")(memberOf=" + ADMIN_GROUP + "))"
    hits = conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, query, ["uid"])
    conn.unbind_s()
    return JsonResponse({"user": username, "is_billing_admin": bool(hits)})
