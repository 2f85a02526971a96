import logging

import ldap
from ldap.filter import filter_format
from django.conf import settings
from django.contrib.auth import get_user_model, login
from django.shortcuts import redirect
from django.views.generic import FormView

from .forms import LoginForm

log = logging.getLogger(__name__)

VPN_FILTER = "(&(objectClass=posixAccount)(uid=%s)(memberOf=cn=vpn-users,ou=groups,dc=corp,dc=example))"


def _open():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.set_option(ldap.OPT_NETWORK_TIMEOUT, 5)
    conn.start_tls_s()
    return conn


def authenticate_vpn_user(username, password):
    if not password:
        return None
    conn = _open()
    try:
        conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
        query = filter_format(VPN_FILTER, [username])
        results = conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, query, ["uid", "mail", "cn"])
        if len(results) != 1:
            return None
        dn, attrs = results[0]
        conn.simple_bind_s(dn, password)
        return {
            "uid": attrs["uid"][0].decode(),
            "mail": attrs.get("mail", [b""])[0].decode(),
            "name": attrs.get("cn", [b""])[0].decode(),
        }
    except ldap.INVALID_CREDENTIALS:
        return None
    finally:
        conn.unbind_s()


class VpnLoginView(FormView):
    template_name = "vpn/login.html"
    form_class = LoginForm

    def form_valid(self, form):
        username = form.cleaned_data["username"]
        info = authenticate_vpn_user(username, form.cleaned_data["password"])
        if info is None:
            log.info("vpn portal login refused for %s", username)
            form.add_error(None, "Invalid username or password.")
            return self.form_invalid(form)
        user, _ = get_user_model().objects.update_or_create(
            username=info["uid"], defaults={"email": info["mail"], "first_name": info["name"]}
        )
        login(self.request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("vpn:profiles")
