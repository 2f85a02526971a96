from dataclasses import asdict, dataclass
from typing import List

import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

LDAP_URI = getattr(settings, "LDAP_URI", "ldaps://ldap.example.org")
GROUP_BASE = getattr(settings, "LDAP_GROUP_BASE", "ou=groups,dc=example,dc=org")
BIND_DN = getattr(settings, "LDAP_BIND_DN", "cn=reader,dc=example,dc=org")
BIND_PASSWORD = getattr(settings, "LDAP_BIND_PASSWORD", "")


@dataclass
class Group:
    dn: str
    name: str
    description: str


class GroupDirectory:
    def __init__(self, uri: str = LDAP_URI):
        self.uri = uri

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(BIND_DN, BIND_PASSWORD)
        return conn

    def groups_for(self, member_uid: str, name_prefix: str) -> List[Group]:
        query = "(&(objectClass=posixGroup)(memberUid=%s)(cn=%s*))" % (member_uid, name_prefix)
        conn = self._connect()
        try:
            results = conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, query, ["cn", "description"])
        finally:
            conn.unbind_s()
        groups = []
        for dn, attrs in results:
            if not dn:
                continue
            groups.append(
                Group(
                    dn=dn,
                    name=attrs.get("cn", [b""])[0].decode(),
                    description=attrs.get("description", [b""])[0].decode(),
                )
            )
        return groups


@login_required
def group_membership(request):
    uid = request.GET.get("uid", request.user.get_username())
    prefix = request.GET.get("prefix", "")
    groups = GroupDirectory().groups_for(uid, prefix)
    return JsonResponse({"uid": uid, "groups": [asdict(g) for g in groups]})
