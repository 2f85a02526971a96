import logging
from dataclasses import dataclass
from typing import List

import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

log = logging.getLogger(__name__)

GROUP_BASE = "ou=groups,dc=example,dc=org"
PEOPLE_BASE = "ou=people,dc=example,dc=org"
MEMBER_ATTRS = ["uid", "cn", "mail"]


@dataclass
class Member:
    uid: str
    name: str
    mail: str


class DirectoryClient:
    def __init__(self, uri: str, bind_dn: str, password: str):
        self.uri = uri
        self.bind_dn = bind_dn
        self.password = password

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(self.bind_dn, self.password)
        return conn

    def group_filter(self, group: str, owner: str) -> str:
        base = "(&(objectClass=groupOfNames)(cn=%s)" % group
        if owner:
            base += "(owner=uid=%s,%s)" % (owner, PEOPLE_BASE)
        return base + ")"

    def members(self, group: str, owner: str = "") -> List[Member]:
        conn = self._connect()
        try:
            groups = conn.search_s(
                GROUP_BASE,
                ldap.SCOPE_SUBTREE,
                self.group_filter(group, owner),
                ["member"],
            )
            result = []
            for _, attrs in groups:
                for member_dn in attrs.get("member", []):
                    entry = conn.search_s(member_dn.decode(), ldap.SCOPE_BASE, attrlist=MEMBER_ATTRS)
                    for _, m in entry:
                        result.append(
                            Member(
                                uid=m["uid"][0].decode(),
                                name=m["cn"][0].decode(),
                                mail=m.get("mail", [b""])[0].decode(),
                            )
                        )
            return result
        finally:
            conn.unbind_s()


def get_client() -> DirectoryClient:
    return DirectoryClient(settings.LDAP_URI, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)


@login_required
def group_members(request):
    group = request.GET.get("group", "")
    owner = request.GET.get("owner", "")
    if not group:
        return JsonResponse({"error": "group is required"}, status=400)
    members = get_client().members(group, owner)
    log.info("listed %d members of %s", len(members), group)
    return JsonResponse({"group": group, "members": [m.__dict__ for m in members]})
