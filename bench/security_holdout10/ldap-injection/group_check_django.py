from django.conf import settings
from django.http import JsonResponse
from ldap3 import SUBTREE, Connection, Server

GROUP_BASE = "ou=groups,dc=corp,dc=local"


def member_filter(group, user_dn):
    return "(&(cn=%s)(member=%s))" % (group, user_dn)


def is_member(request):
    group = request.GET.get("group", "staff")
    user_dn = "uid=%s,ou=people,dc=corp,dc=local" % request.GET.get("user", "")
    server = Server(settings.LDAP_HOST)
    with Connection(server, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True) as conn:
        found = conn.search(GROUP_BASE, member_filter(group, user_dn), search_scope=SUBTREE, attributes=["cn"])
    return JsonResponse({"member": bool(found)})
