from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View
from ldap3 import Connection, Server


class ColleagueSearchView(LoginRequiredMixin, View):
    base_dn = "ou=people,dc=corp,dc=example"
    attributes = ["displayName", "mail", "department"]

    def build_filter(self, term):
        name_part = "(|(displayName=*{0}*)(mail=*{0}*))".format(term)
        return "(&(employeeType=public){})".format(name_part)

    def get(self, request):
        term = request.GET.get("q", "").strip()
        if len(term) < 2:
            return JsonResponse({"results": []})
        conn = Connection(
            Server(settings.LDAP_URL),
            settings.LDAP_BIND_DN,
            settings.LDAP_BIND_PASSWORD,
            auto_bind=True,
        )
        with conn:
            conn.search(self.base_dn, self.build_filter(term), attributes=self.attributes, size_limit=25)
            results = [entry.entry_attributes_as_dict for entry in conn.entries]
        return JsonResponse({"results": results})
