import ldap
from django.conf import settings
from django.http import HttpRequest, JsonResponse
from django.views import View
from django.views.decorators.http import require_GET

ATTRS = ["cn", "mail", "telephoneNumber", "title", "manager"]


class DirectoryClient:
    def __init__(self, uri: str, bind_dn: str, password: str):
        self.uri = uri
        self.bind_dn = bind_dn
        self.password = password

    def __enter__(self):
        self.conn = ldap.initialize(self.uri)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(self.bind_dn, self.password)
        return self

    def __exit__(self, *exc):
        self.conn.unbind_s()

    def find(self, base: str, filterstr: str) -> list[dict]:
        results = self.conn.search_s(base, ldap.SCOPE_SUBTREE, filterstr, ATTRS)
        return [
            {k: [v.decode() for v in vals] for k, vals in attrs.items()}
            for dn, attrs in results
            if dn
        ]


def _client() -> DirectoryClient:
    return DirectoryClient(settings.LDAP_URI, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)


@require_GET
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ldap": settings.LDAP_URI})


class PeopleSearchView(View):
    http_method_names = ["get"]

    def get(self, request: HttpRequest) -> JsonResponse:
        name = request.GET.get("name", "")
        city = request.GET.get("city")
        if len(name) < 2:
            return JsonResponse({"error": "name too short"}, status=400)
        clauses = [f"(cn=*{name}*)"]
        if city:
            clauses.append(f"(l={city})")
        filterstr = f"(&(objectClass=person){''.join(clauses)})"
        with _client() as client:
            people = client.find(settings.LDAP_PEOPLE_BASE, filterstr)
        return JsonResponse({"count": len(people), "people": people})


class ManagerView(View):
    http_method_names = ["get"]

    def get(self, request: HttpRequest, employee_id: int) -> JsonResponse:
        with _client() as client:
            rows = client.find(settings.LDAP_PEOPLE_BASE, f"(employeeNumber={int(employee_id)})")
        return JsonResponse({"manager": rows[0].get("manager") if rows else None})
