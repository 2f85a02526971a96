from django.conf import settings
from django.http import JsonResponse
from ldap3 import ALL, SUBTREE, Connection, Server


def _group_filter(name, kind):
    kinds = {"security": "groupOfNames", "mail": "groupOfUniqueNames"}
    object_class = kinds.get(kind, "groupOfNames")
    return "(&(objectClass={})(cn={}))".format(object_class, name)


def group_members(request):
    name = request.GET.get("group", "staff")
    flt = _group_filter(name, request.GET.get("kind"))
    server = Server(settings.LDAP_HOST, get_info=ALL)
    with Connection(server, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True) as conn:
        conn.search(settings.LDAP_GROUP_BASE, flt, search_scope=SUBTREE, attributes=["member"])
        members = [str(m) for e in conn.entries for m in e.member.values]
    return JsonResponse({"group": name, "members": members})
