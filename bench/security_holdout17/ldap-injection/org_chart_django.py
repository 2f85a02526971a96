import ldap
from ldap.filter import filter_format
from django import forms
from django.conf import settings
from django.http import JsonResponse
from django.views.generic import TemplateView


class DirectoryClient:
    ATTRS = ["cn", "title", "mail", "manager"]

    def __init__(self):
        self.conn = ldap.initialize(settings.LDAP_URI)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)

    def close(self):
        self.conn.unbind_s()

    def _decode(self, results):
        out = []
        for dn, attrs in results:
            if dn is None:
                continue
            out.append({"dn": dn, **{k: attrs[k][0].decode() for k in attrs}})
        return out

    def reports_of(self, manager_mail: str):
        lookup = filter_format("(mail=%s)", [manager_mail])
        manager = self.conn.search_s(settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE, lookup, ["cn"])
        if not manager:
            return None, []
        manager_dn = manager[0][0]
        reports = self.conn.search_s(
            settings.LDAP_PEOPLE_BASE, ldap.SCOPE_SUBTREE,
            filter_format("(&(objectClass=person)(manager=%s))", [manager_dn]),
            self.ATTRS,
        )
        return manager_dn, self._decode(reports)


class OrgChartForm(forms.Form):
    manager = forms.EmailField()


class OrgChartPage(TemplateView):
    template_name = "directory/org_chart.html"


class OrgChartDataView(TemplateView):
    def get(self, request, *args, **kwargs):
        form = OrgChartForm(request.GET)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        client = DirectoryClient()
        try:
            manager_dn, reports = client.reports_of(form.cleaned_data["manager"])
        finally:
            client.close()
        if manager_dn is None:
            return JsonResponse({"detail": "unknown manager"}, status=404)
        return JsonResponse({"manager": manager_dn, "reports": reports})
