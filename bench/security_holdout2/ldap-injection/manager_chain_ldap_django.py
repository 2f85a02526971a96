from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.views.generic import TemplateView
from ldap3 import BASE, Connection, Server

MAX_DEPTH = 8


def ldap_connection():
    server = Server(settings.LDAP_URL, use_ssl=True)
    return Connection(server, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True, read_only=True)


class ManagerChainView(LoginRequiredMixin, TemplateView):
    template_name = "directory/manager_chain.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        chain = []
        dn = self.request.user.profile.directory_dn
        with ldap_connection() as conn:
            for _ in range(MAX_DEPTH):
                conn.search(dn, "(objectClass=inetOrgPerson)", search_scope=BASE, attributes=["cn", "title", "manager"])
                if not conn.entries:
                    break
                entry = conn.entries[0]
                chain.append({"name": str(entry.cn), "title": str(entry.title)})
                if not entry.manager.value:
                    break
                dn = entry.manager.value
        ctx["chain"] = chain
        return ctx
