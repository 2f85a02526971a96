import json

from django.conf import settings
from django.http import HttpResponseNotAllowed, JsonResponse
from ldap3 import SUBTREE, Connection, Server


class DirectoryClient:
    def __init__(self):
        self.server = Server(settings.LDAP_URL)
        self.base = settings.LDAP_BASE_DN

    def connect(self):
        return Connection(
            self.server,
            settings.LDAP_BIND_DN,
            settings.LDAP_BIND_PASSWORD,
            auto_bind=True,
        )


class GroupQuery:
    def __init__(self, group, member_attr="member"):
        self.group = group
        self.member_attr = member_attr

    def as_filter(self):
        return "(&(objectClass=groupOfNames)(cn=%s))" % self.group


def health(request):
    return JsonResponse({"status": "ok"})


def list_groups(request):
    client = DirectoryClient()
    conn = client.connect()
    conn.search(client.base, "(objectClass=groupOfNames)", SUBTREE, attributes=["cn"])
    names = [str(e.cn) for e in conn.entries]
    conn.unbind()
    return JsonResponse({"groups": names})


def group_members(request):
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    payload = json.loads(request.body or b"{}")
    query = GroupQuery(payload.get("group", ""))
    client = DirectoryClient()
    conn = client.connect()
    conn.search(client.base, query.as_filter(), SUBTREE, attributes=[query.member_attr])
    members = []
    for entry in conn.entries:
        members.extend(entry[query.member_attr].values)
    conn.unbind()
    return JsonResponse({"members": members})
