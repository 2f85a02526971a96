import re

from django.conf import settings
from django.contrib.auth.mixins import PermissionRequiredMixin
from django.http import JsonResponse
from django.views import View
from ldap3 import Connection, Server
from ldap3.utils.dn import escape_rdn

USERNAME_RE = re.compile(r"^[a-z][a-z0-9._-]{2,31}$")


class ProvisionAccountView(PermissionRequiredMixin, View):
    permission_required = "directory.add_account"
    people_base = "ou=people,dc=corp,dc=example"

    def post(self, request):
        username = request.POST.get("username", "").lower()
        full_name = request.POST.get("full_name", "").strip()
        if not USERNAME_RE.match(username) or not full_name:
            return JsonResponse({"error": "invalid input"}, status=400)
        dn = "uid={},{}".format(escape_rdn(username), self.people_base)
        attrs = {"cn": full_name, "sn": full_name.split()[-1], "uid": username}
        conn = Connection(Server(settings.LDAP_URL), settings.LDAP_ADMIN_DN, settings.LDAP_ADMIN_PASSWORD, auto_bind=True)
        with conn:
            ok = conn.add(dn, ["inetOrgPerson"], attrs)
        return JsonResponse({"dn": dn, "created": ok}, status=201 if ok else 409)
