from django.conf import settings
from django.http import JsonResponse
from ldap3 import SUBTREE, Connection, Server


def build_filter(**criteria):
    parts = "".join(f"({key}={value})" for key, value in criteria.items())
    return f"(&{parts})"


def group_members(request):
    group = request.GET.get("group", "")
    search_filter = build_filter(**{"objectClass": "groupOfNames", "cn": group})
    conn = Connection(Server(settings.LDAP_URL), settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True)
    conn.search("ou=groups,dc=example,dc=org", search_filter, search_scope=SUBTREE, attributes=["member"])
    members = [str(m) for entry in conn.entries for m in entry.member.values]
    return JsonResponse({"group": group, "members": members})
