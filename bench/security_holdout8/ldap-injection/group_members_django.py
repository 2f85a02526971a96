import ldap
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_GET

GROUP_BASE = "ou=groups,dc=corp,dc=example"
DEFAULT_ATTRS = ["cn", "mail", "title"]
MAX_MEMBERS = 200


def _decode(attrs):
    return {key: [v.decode("utf-8", "replace") for v in values] for key, values in attrs.items()}


class DirectoryClient:
    def __init__(self, uri, bind_dn, password):
        self.uri = uri
        self.bind_dn = bind_dn
        self.password = password
        self.conn = None

    def __enter__(self):
        self.conn = ldap.initialize(self.uri)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(self.bind_dn, self.password)
        return self

    def __exit__(self, exc_type, exc, tb):
        self.conn.unbind_s()

    def group_member_dns(self, group_name):
        query = "(&(objectClass=groupOfNames)(cn=%s))" % group_name
        results = self.conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, query, ["member"])
        members = []
        for _dn, attrs in results:
            members.extend(v.decode() for v in attrs.get("member", []))
        return members

    def person(self, dn):
        results = self.conn.search_s(dn, ldap.SCOPE_BASE, "(objectClass=person)", DEFAULT_ATTRS)
        if not results:
            return None
        return {"dn": dn, **_decode(results[0][1])}


@require_GET
def group_members(request):
    group = request.GET.get("group", "").strip()
    if not group:
        return JsonResponse({"error": "group required"}, status=400)
    client = DirectoryClient(
        settings.LDAP_URI,
        settings.LDAP_BIND_DN,
        settings.LDAP_BIND_PASSWORD,
    )
    with client:
        dns = client.group_member_dns(group)
        people = [client.person(dn) for dn in dns[:MAX_MEMBERS]]
    return JsonResponse({"group": group, "members": [p for p in people if p]})
