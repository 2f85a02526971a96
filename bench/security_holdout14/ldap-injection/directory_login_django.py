import os

import ldap
from django import forms
from django.contrib.auth import get_user_model, login
from django.http import JsonResponse
from django.views.decorators.http import require_POST

USER_BASE = "ou=users,dc=example,dc=net"


class DirectoryLoginForm(forms.Form):
    username = forms.RegexField(regex=r"^[a-z][a-z0-9._-]{1,31}\Z", max_length=32)
    password = forms.CharField(widget=forms.PasswordInput, max_length=256, strip=False)


def service_connection():
    conn = ldap.initialize(os.environ["LDAP_URI"])
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(os.environ["LDAP_SERVICE_DN"], os.environ["LDAP_SERVICE_PASSWORD"])
    return conn


def find_user(conn, username):
    results = conn.search_s(USER_BASE, ldap.SCOPE_SUBTREE, f"(&(objectClass=posixAccount)(uid={username}))", ["cn", "mail"])
    return results[0] if len(results) == 1 else (None, {})


def password_ok(dn, password):
    if not password:
        return False
    probe = ldap.initialize(os.environ["LDAP_URI"])
    try:
        probe.simple_bind_s(dn, password)
        return True
    except ldap.INVALID_CREDENTIALS:
        return False
    finally:
        probe.unbind_s()


@require_POST
def directory_login(request):
    form = DirectoryLoginForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    username = form.cleaned_data["username"]
    conn = service_connection()
    try:
        dn, attrs = find_user(conn, username)
    finally:
        conn.unbind_s()
    if dn is None or not password_ok(dn, form.cleaned_data["password"]):
        return JsonResponse({"ok": False}, status=401)
    mail = attrs.get("mail", [b""])[0].decode()
    user, _ = get_user_model().objects.get_or_create(username=username, defaults={"email": mail})
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    return JsonResponse({"ok": True, "name": attrs.get("cn", [b""])[0].decode()})
