from django.http import JsonResponse
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

SERVER = Server("ldaps://ad.corp.example.com", get_info=ALL)


def find_groups(conn, member_name):
    safe_member = escape_filter_chars(member_name)
    conn.search("dc=corp,dc=example,dc=com", f"(&(objectClass=group)(member=cn={safe_member}))", attributes=["cn"])
    return [entry.cn.value for entry in conn.entries]


def group_members(request):
    member = request.GET["member"]
    with Connection(SERVER, user="svc-web", password="pw", auto_bind=True) as conn:
        groups = find_groups(conn, member)
    return JsonResponse({"groups": groups})
