from dataclasses import asdict, dataclass, field
from typing import List

import ldap
from django.conf import settings
from django.http import JsonResponse
from django.views import View

LDAP_URI = getattr(settings, "LDAP_URI", "ldap://ldap.internal:389")
BIND_DN = getattr(settings, "LDAP_BIND_DN", "cn=reader,dc=example,dc=org")
BIND_PASSWORD = getattr(settings, "LDAP_BIND_PASSWORD", "")
GROUP_BASE = "ou=groups,dc=example,dc=org"


@dataclass
class GroupInfo:
    dn: str
    name: str
    members: List[str] = field(default_factory=list)


class DirectoryClient:
    def __init__(self, uri: str = LDAP_URI):
        self.uri = uri
        self._conn = None

    def __enter__(self):
        self._conn = ldap.initialize(self.uri)
        self._conn.set_option(ldap.OPT_REFERRALS, 0)
        self._conn.simple_bind_s(BIND_DN, BIND_PASSWORD)
        return self

    def __exit__(self, *exc):
        if self._conn is not None:
            self._conn.unbind_s()
        return False

    def groups_named(self, name: str, kind: str) -> List[GroupInfo]:
        query = "(&(objectClass=%s)(cn=%s))" % (kind, name)
        raw = self._conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, query, ["cn", "member"])
        groups = []
        for dn, attrs in raw:
            if not dn:
                continue
            groups.append(GroupInfo(
                dn=dn,
                name=attrs.get("cn", [b""])[0].decode(),
                members=[m.decode() for m in attrs.get("member", [])],
            ))
        return groups


class GroupMembersView(View):
    kinds = {
        "posix": "posixGroup",
        "unique": "groupOfUniqueNames",
        "names": "groupOfNames",
    }

    def get(self, request):
        name = request.GET.get("group", "*")
        kind = self.kinds.get(request.GET.get("kind", "names"), "groupOfNames")
        with DirectoryClient() as client:
            groups = client.groups_named(name, kind)
        return JsonResponse({"groups": [asdict(g) for g in groups]})
