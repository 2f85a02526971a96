from django.http import JsonResponse
from ldap3 import ALL, Connection, Server

SERVER = Server("ldaps://ad.corp.example.com", get_info=ALL)


def find_groups(conn, member_name):
    conn.search("dc=corp,dc=example,dc=com", f"(&(objectClass=group)(member=cn={member_name}*))", attributes=["cn"])
    return [entry.cn.value for entry in conn.entries]


def group_members(request):
    member = request.GET["member"]
    with Connection(SERVER, user="svc-web", password="pw", auto_bind=True) as conn:
        groups = find_groups(conn, member)
    return JsonResponse({"groups": groups})
