import os

from django.http import JsonResponse
from ldap3 import SUBTREE, Connection, Server

SERVER = Server("ldap://directory.internal")


class GroupQuery:
    def __init__(self, request):
        self.group = request.GET.get("group", "staff")

    def filter_text(self):
        return "(&(objectClass=groupOfNames)(cn={}))".format(self.group)


def group_members(request):
    query = GroupQuery(request)
    conn = Connection(SERVER, user=os.environ["LDAP_USER"], password=os.environ["LDAP_PASS"], auto_bind=True)
    conn.search("ou=groups,dc=internal", query.filter_text(), search_scope=SUBTREE, attributes=["member"])
    members = [str(entry.member) for entry in conn.entries]
    return JsonResponse({"members": members})
