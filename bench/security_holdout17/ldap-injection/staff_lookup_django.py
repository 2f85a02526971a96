import ldap
from django.conf import settings
from django.http import JsonResponse
from django.views import View


class StaffLookupView(View):
    def get(self, request):
        email = request.GET.get("email", "")
        conn = ldap.initialize(settings.LDAP_URI)
        conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
        try:
            query = "(&(objectClass=person)(mail=%s))" % email
            hits = conn.search_s(settings.LDAP_USER_BASE, ldap.SCOPE_SUBTREE, query, ["uid", "cn"])
        finally:
            conn.unbind_s()
        people = [{k: [v.decode() for v in vals] for k, vals in attrs.items()} for _, attrs in hits]
        return JsonResponse({"people": people})
