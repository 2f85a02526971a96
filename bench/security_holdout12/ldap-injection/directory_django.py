import re

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import HttpResponseBadRequest, JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from ldap3 import SUBTREE, Connection, Server

USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{1,31}")
GROUP_RE = re.compile(r"[A-Za-z0-9 _-]{1,64}")


class DirectoryGateway:
    def __init__(self):
        self.server = Server(settings.LDAP["URI"], use_ssl=True)
        self.base = settings.LDAP["BASE_DN"]

    def _conn(self):
        return Connection(self.server, settings.LDAP["BIND_DN"], settings.LDAP["BIND_PASSWORD"], auto_bind=True)

    def user(self, username):
        flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % username
        with self._conn() as conn:
            conn.search(self.base, flt, SUBTREE, attributes=["cn", "mail", "title"])
            return [e.entry_attributes_as_dict for e in conn.entries]

    def group_names(self):
        cached = cache.get("ldap:groups")
        if cached is None:
            with self._conn() as conn:
                conn.search(self.base, "(objectClass=groupOfNames)", SUBTREE, attributes=["cn"])
                cached = sorted(str(e.cn) for e in conn.entries)
            cache.set("ldap:groups", cached, 600)
        return cached


class DirectoryService:
    def __init__(self, gateway=None):
        self.gateway = gateway or DirectoryGateway()

    def profile(self, username):
        if not USERNAME_RE.fullmatch(username):
            raise ValueError("invalid username")
        return self.gateway.user(username)

    def groups(self, prefix=""):
        if prefix and not GROUP_RE.fullmatch(prefix):
            raise ValueError("invalid prefix")
        return [g for g in self.gateway.group_names() if g.startswith(prefix)]


@method_decorator(login_required, name="dispatch")
class ProfileView(View):
    def get(self, request, username):
        try:
            return JsonResponse({"entries": DirectoryService().profile(username)})
        except ValueError as exc:
            return HttpResponseBadRequest(str(exc))


@method_decorator(login_required, name="dispatch")
class GroupsView(View):
    def get(self, request):
        try:
            return JsonResponse({"groups": DirectoryService().groups(request.GET.get("prefix", ""))})
        except ValueError as exc:
            return HttpResponseBadRequest(str(exc))
