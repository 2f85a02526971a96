import ldap
from django.conf import settings
from django.contrib.auth import login
from django.http import HttpResponseForbidden
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from .backends import get_or_create_portal_user

PORTAL_GROUP = "cn=portal-users,ou=groups,dc=corp,dc=local"


@require_POST
def ldap_login(request):
    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    results = conn.search_s(
        settings.LDAP_BASE_DN,
        ldap.SCOPE_SUBTREE,
        "(&(uid=%s)(memberOf=%s))" % (username, PORTAL_GROUP),
        ["uid", "cn", "mail"],
    )
    if not results or not password:
        return HttpResponseForbidden("access denied")
    dn, attrs = results[0]
    try:
        conn.simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return HttpResponseForbidden("access denied")
    finally:
        conn.unbind_s()
    login(request, get_or_create_portal_user(attrs))
    return redirect("portal-home")
