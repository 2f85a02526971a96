from django.conf import settings
from django.http import JsonResponse
from django.views import View
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars


class LdapUserService:
    def __init__(self):
        self.server = Server(settings.LDAP_SERVER_URI)

    def find(self, username):
        search_filter = "(&(objectClass=person)(sAMAccountName={}))".format(escape_filter_chars(username))
        with Connection(self.server, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True) as conn:
            conn.search(settings.LDAP_BASE_DN, search_filter, SUBTREE, attributes=["displayName", "mail"])
            return [e.entry_attributes_as_dict for e in conn.entries]


class UserLookupView(View):
    def get(self, request):
        users = LdapUserService().find(request.GET.get("username", ""))
        return JsonResponse({"users": users})
