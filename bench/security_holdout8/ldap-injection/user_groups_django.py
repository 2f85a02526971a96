import os
from dataclasses import dataclass
from typing import List

import ldap
from django.http import JsonResponse
from django.views import View

LDAP_URI = "ldap://directory.internal:389"
GROUP_BASE = "ou=groups,dc=example,dc=org"
PEOPLE_BASE = "ou=people,dc=example,dc=org"
BIND_DN = "cn=svc-portal,ou=services,dc=example,dc=org"


@dataclass
class GroupMembership:
    group_cn: str
    description: str


class DirectoryClient:
    def __init__(self, uri=LDAP_URI):
        self.uri = uri
        self._conn = None

    def __enter__(self):
        self._conn = ldap.initialize(self.uri)
        self._conn.set_option(ldap.OPT_REFERRALS, 0)
        self._conn.simple_bind_s(BIND_DN, os.environ.get("LDAP_BIND_PASSWORD", ""))
        return self

    def __exit__(self, *exc):
        self._conn.unbind_s()
        return False

    def groups_for(self, uid) -> List[GroupMembership]:
        member_dn = "uid=%s,%s" % (uid, PEOPLE_BASE)
        search_filter = "(&(objectClass=groupOfNames)(member=%s))" % member_dn
        results = self._conn.search_s(
            GROUP_BASE,
            ldap.SCOPE_SUBTREE,
            search_filter,
            ["cn", "description"],
        )
        groups = []
        for _dn, attrs in results:
            cn = attrs.get("cn", [b""])[0].decode()
            desc = attrs.get("description", [b""])[0].decode()
            groups.append(GroupMembership(group_cn=cn, description=desc))
        return groups


class UserGroupsView(View):
    def get(self, request):
        uid = request.GET.get("uid", "")
        if not uid:
            return JsonResponse({"error": "uid required"}, status=400)
        try:
            with DirectoryClient() as client:
                groups = client.groups_for(uid)
        except ldap.LDAPError as exc:
            return JsonResponse({"error": str(exc)}, status=502)
        return JsonResponse(
            {"uid": uid, "groups": [g.__dict__ for g in groups]}
        )
