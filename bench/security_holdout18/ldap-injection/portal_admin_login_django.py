import re

import ldap
from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth.models import User
from django.http import HttpResponseBadRequest, HttpResponseForbidden
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{1,30}")
ADMIN_GROUP = "cn=portal-admins,ou=groups,dc=corp,dc=example"
PEOPLE_BASE = "ou=people,dc=corp,dc=example"


def _directory():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


def _find_admin_entry(conn, username):
    query = f"(&(uid={username})(memberOf={ADMIN_GROUP}))"
    hits = conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, query, ["uid", "cn", "mail"])
    return hits[0] if hits else None


def _password_ok(dn, password):
    probe = ldap.initialize(settings.LDAP_URI)
    try:
        probe.simple_bind_s(dn, password)
        return True
    except ldap.INVALID_CREDENTIALS:
        return False
    finally:
        probe.unbind_s()


@require_http_methods(["GET", "POST"])
def admin_login(request):
    if request.method == "GET":
        return render(request, "portal/admin_login.html")

    username = request.POST.get("username", "")
    password = request.POST.get("password", "")
    if not USERNAME_RE.match(username) or not password:
        return HttpResponseBadRequest("invalid username")

    conn = _directory()
    try:
        entry = _find_admin_entry(conn, username)
    finally:
        conn.unbind_s()
    if entry is None:
        return HttpResponseForbidden("not a portal administrator")

    dn, attrs = entry
    if not _password_ok(dn, password):
        return HttpResponseForbidden("invalid credentials")

    uid = attrs["uid"][0].decode()
    user, _ = User.objects.get_or_create(username=uid, defaults={"is_staff": True})
    login(request, user)
    return redirect("portal-admin-home")
