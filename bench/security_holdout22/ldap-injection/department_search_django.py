import os

from django.http import JsonResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

SERVER = Server("ldap://ldap.corp.local")
MAX_TERMS = 5


def department_search(request):
    terms = request.GET.getlist("dept")
    clauses = []
    i = 0
    while i < len(terms) and i < MAX_TERMS:
        clauses.append("(departmentNumber=%s)" % escape_filter_chars(terms[i]))
        i += 1
    query = "(|%s)" % "".join(clauses) if clauses else "(departmentNumber=none)"
    conn = Connection(SERVER, os.environ["LDAP_USER"], os.environ["LDAP_PASS"], auto_bind=True)
    conn.search("ou=people,dc=corp,dc=local", query, attributes=["cn", "departmentNumber"])
    return JsonResponse({"people": [str(entry.cn) for entry in conn.entries]})
