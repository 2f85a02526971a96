import re

from django.http import JsonResponse
from django.views.decorators.http import require_GET
from ldap3 import Connection, Server

SERVER = Server("ldap://ldap.office.lan")
BASE_DN = "ou=staff,dc=office,dc=lan"
NAME_RE = re.compile(r"[A-Za-z][A-Za-z .'-]{1,40}")


@require_GET
def phonebook(request):
    name = request.GET.get("name", "")
    if not NAME_RE.fullmatch(name):
        return JsonResponse({"error": "letters, spaces, dots and hyphens only"}, status=400)
    ldap_filter = "(&(objectClass=person)(displayName=%s))" % name
    with Connection(SERVER, auto_bind=True) as conn:
        conn.search(BASE_DN, ldap_filter, attributes=["displayName", "telephoneNumber"])
        rows = [(str(e.displayName), str(e.telephoneNumber)) for e in conn.entries]
    return JsonResponse({"entries": rows})
