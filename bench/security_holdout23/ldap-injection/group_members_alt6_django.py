from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars


@login_required
@require_GET
def group_members(request):
    group_name = request.GET.get("group", "")
    conn = Connection(Server(settings.LDAP_URL, use_ssl=True), settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True)
    group_filter = "(&(objectClass=groupOfNames)(cn={}))".format(escape_filter_chars(group_name))
    conn.search(settings.LDAP_GROUP_BASE, group_filter, search_scope=SUBTREE, attributes=["member"])
    members = [str(dn) for entry in conn.entries for dn in entry.member.values]
    conn.unbind()
    return JsonResponse({"group": group_name, "members": members})
