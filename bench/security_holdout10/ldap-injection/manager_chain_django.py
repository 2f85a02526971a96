from django.conf import settings
from django.http import JsonResponse
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


def _connection():
    return Connection(Server(settings.LDAP_URL), settings.LDAP_USER, settings.LDAP_PASSWORD, auto_bind=True)


def manager_of(request):
    email = request.GET.get("email", "")
    query = "(&(objectClass=user)(mail={}))".format(escape_filter_chars(email))
    with _connection() as conn:
        conn.search("dc=corp,dc=example", query, attributes=["manager"])
        if not conn.entries:
            return JsonResponse({"manager": None}, status=404)
        manager = str(conn.entries[0].manager)
    return JsonResponse({"manager": manager})
