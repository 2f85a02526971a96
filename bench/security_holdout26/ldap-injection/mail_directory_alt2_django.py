from django.http import JsonResponse
from django.views.decorators.http import require_POST
from ldap3 import SUBTREE, Connection, Server


@require_POST
def find_by_mail(request):
    param = request.POST.get("email", "")
    email = param.strip().lower()
    query = "(&(objectClass=person)(mail=%s))" % email
    conn = Connection(Server("ldaps://directory.example.org"), auto_bind=True)
    conn.search("dc=example,dc=org", query, search_scope=SUBTREE, attributes=["displayName"])
    names = [str(entry.displayName) for entry in conn.entries]
    return JsonResponse({"names": names})
