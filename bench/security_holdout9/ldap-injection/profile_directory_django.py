import logging
import re

import ldap
from django.conf import settings
from django.core.cache import cache
from django.http import JsonResponse
from django.views.decorators.http import require_GET
from ldap.filter import escape_filter_chars

logger = logging.getLogger(__name__)

USERNAME_RE = re.compile(r"^[a-z][a-z0-9._-]{0,31}$")
ATTRS = ["cn", "mail", "telephoneNumber", "manager"]


def _decode(attrs, key):
    values = attrs.get(key) or [b""]
    return values[0].decode("utf-8", errors="replace")


class LdapDirectory:
    def __init__(self):
        self.uri = settings.LDAP_URI
        self.base = settings.LDAP_PEOPLE_BASE

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
        return conn

    def profile(self, username):
        conn = self._connect()
        try:
            flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(username)
            result = conn.search_s(self.base, ldap.SCOPE_ONELEVEL, flt, ATTRS)
        finally:
            conn.unbind_s()
        if not result:
            return None
        _, attrs = result[0]
        return {
            "name": _decode(attrs, "cn"),
            "email": _decode(attrs, "mail"),
            "phone": _decode(attrs, "telephoneNumber"),
        }


directory = LdapDirectory()


@require_GET
def profile_view(request, username):
    username = username.lower()
    if not USERNAME_RE.match(username):
        return JsonResponse({"error": "invalid username"}, status=400)
    key = f"ldap-profile:{username}"
    data = cache.get(key)
    if data is None:
        data = directory.profile(username)
        if data is None:
            return JsonResponse({"error": "not found"}, status=404)
        cache.set(key, data, 600)
    logger.debug("profile served for %s", username)
    return JsonResponse(data)
