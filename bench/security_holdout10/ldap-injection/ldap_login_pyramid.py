import logging
import re

import ldap
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPFound, HTTPUnauthorized
from pyramid.security import forget, remember
from pyramid.view import view_config

log = logging.getLogger(__name__)

USERNAME_RE = re.compile(r"^[a-z][a-z0-9._-]{0,31}$")
LDAP_URL = "ldaps://ldap.example.net"
PEOPLE_BASE = "ou=people,dc=example,dc=net"


class LdapAuthenticator:
    def __init__(self, url, base):
        self.url = url
        self.base = base

    def _conn(self):
        conn = ldap.initialize(self.url)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        return conn

    def find_dn(self, username):
        conn = self._conn()
        try:
            conn.simple_bind_s()
            flt = "(&(objectClass=posixAccount)(uid=%s))" % username
            result = conn.search_s(self.base, ldap.SCOPE_SUBTREE, flt, ["uid"])
        finally:
            conn.unbind_s()
        return result[0][0] if result else None

    def check(self, username, password):
        dn = self.find_dn(username)
        if dn is None or not password:
            return False
        conn = self._conn()
        try:
            conn.simple_bind_s(dn, password)
            return True
        except ldap.INVALID_CREDENTIALS:
            return False
        finally:
            conn.unbind_s()


@view_config(route_name="login", request_method="POST")
def login(request):
    username = request.POST.get("username", "").strip().lower()
    if not USERNAME_RE.fullmatch(username):
        raise HTTPBadRequest("invalid username")
    auth = request.registry.settings["authenticator"]
    if not auth.check(username, request.POST.get("password", "")):
        log.info("ldap login failed for %s", username)
        raise HTTPUnauthorized()
    headers = remember(request, username)
    return HTTPFound(location="/", headers=headers)


@view_config(route_name="logout")
def logout(request):
    return HTTPFound(location="/", headers=forget(request))


def main(global_config, **settings):
    settings["authenticator"] = LdapAuthenticator(LDAP_URL, PEOPLE_BASE)
    with Configurator(settings=settings) as config:
        config.add_route("login", "/login")
        config.add_route("logout", "/logout")
        config.scan()
        return config.make_wsgi_app()
