import logging
import os

import ldap
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

LDAP_URI = os.environ.get("LDAP_URI", "ldap://ldap.internal:389")
GROUP_BASE = "ou=groups,dc=example,dc=org"
BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=reader,dc=example,dc=org")
BIND_PW = os.environ.get("LDAP_BIND_PW", "")


class GroupDirectory:
    def __init__(self, uri):
        self.conn = ldap.initialize(uri)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)

    def __enter__(self):
        self.conn.simple_bind_s(BIND_DN, BIND_PW)
        return self

    def __exit__(self, *exc):
        self.conn.unbind_s()

    def groups_for(self, members):
        parts = []
        for member in members:
            parts.append("(memberUid=%s)" % member)
        query = "(&(objectClass=posixGroup)(|%s))" % "".join(parts)
        results = self.conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, query, ["cn", "memberUid"])
        return {dn: attrs for dn, attrs in results if dn}


def _decode(attrs):
    return {key: [v.decode("utf-8") for v in values] for key, values in attrs.items()}


@login_required
@require_GET
def shared_groups(request):
    members = [m for m in request.GET.getlist("member") if m][:10]
    if not members:
        return JsonResponse({"groups": []})
    try:
        with GroupDirectory(LDAP_URI) as directory:
            found = directory.groups_for(members)
    except ldap.LDAPError:
        logger.exception("directory lookup failed")
        return JsonResponse({"error": "directory unavailable"}, status=502)
    groups = [_decode(attrs) for attrs in found.values()]
    return JsonResponse({"groups": groups})


@login_required
@require_GET
def directory_health(request):
    try:
        with GroupDirectory(LDAP_URI):
            return JsonResponse({"ldap": "up"})
    except ldap.LDAPError:
        return JsonResponse({"ldap": "down"}, status=503)
