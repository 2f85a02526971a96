from urllib.parse import unquote

from django.http import JsonResponse
from ldap3 import Server, Connection, SUBTREE

SERVER = Server("ldap://ldap.example.org")
BASE_DN = "dc=example,dc=org"


def mail_directory(request):
    encoded = request.COOKIES.get("last_mail", "")
    mail = unquote(encoded)
    template = "(&(objectClass=person)(mail={}))"
    with Connection(SERVER, auto_bind=True) as conn:
        conn.search(BASE_DN, template.format(mail), search_scope=SUBTREE, attributes=["cn"])
        names = [str(e.cn) for e in conn.entries]
    return JsonResponse({"names": names})
