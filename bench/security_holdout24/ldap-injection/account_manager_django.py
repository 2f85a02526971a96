import ldap
import ldap.dn
import ldap.filter
from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin, PermissionRequiredMixin
from django.http import Http404, JsonResponse
from django.views import View

USER_ATTRS = ["uid", "cn", "mail", "title"]


class DirectoryMixin:
    def directory(self):
        conn = ldap.initialize(settings.LDAP_URI)
        conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
        return conn

    @staticmethod
    def as_dict(dn, attrs):
        return {"dn": dn} | {k: [v.decode() for v in vals] for k, vals in attrs.items()}

    @staticmethod
    def user_dn(uid: str) -> str:
        return "uid={},{}".format(ldap.dn.escape_dn_chars(uid), settings.LDAP_PEOPLE_BASE)


class AccountSearchView(LoginRequiredMixin, DirectoryMixin, View):
    def get(self, request):
        term = request.GET.get("q", "")
        query = ldap.filter.filter_format(
            "(&(objectClass=inetOrgPerson)(!(nsAccountLock=TRUE))(|(uid=%s)(mail=%s)(cn=%s*)))",
            [term, term, term],
        )
        conn = self.directory()
        try:
            found = conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, query, USER_ATTRS)
        finally:
            conn.unbind_s()
        return JsonResponse({"results": [self.as_dict(dn, a) for dn, a in found if dn]})


class AccountDetailView(LoginRequiredMixin, DirectoryMixin, View):
    def get(self, request, uid):
        conn = self.directory()
        try:
            found = conn.search_s(self.user_dn(uid), ldap.SCOPE_BASE, "(objectClass=*)", USER_ATTRS)
        except ldap.NO_SUCH_OBJECT:
            raise Http404("no such account")
        finally:
            conn.unbind_s()
        return JsonResponse(self.as_dict(*found[0]))


class AccountLockView(PermissionRequiredMixin, DirectoryMixin, View):
    permission_required = "accounts.change_directoryuser"

    def post(self, request, uid):
        conn = self.directory()
        try:
            conn.modify_s(self.user_dn(uid), [(ldap.MOD_REPLACE, "nsAccountLock", [b"TRUE"])])
        finally:
            conn.unbind_s()
        return JsonResponse({"locked": uid})
