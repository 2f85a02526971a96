import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET

ATTRS = ["cn", "mail", "title", "departmentNumber"]


class LdapDirectory:
    def __init__(self, uri, bind_dn, password, base_dn):
        self.uri = uri
        self.bind_dn = bind_dn
        self.password = password
        self.base_dn = base_dn

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(self.bind_dn, self.password)
        return conn

    def search(self, filterstr, attrs=ATTRS):
        conn = self._connect()
        try:
            return conn.search_s(self.base_dn, ldap.SCOPE_SUBTREE, filterstr, attrs)
        finally:
            conn.unbind_s()


def directory():
    cfg = settings.DIRECTORY
    return LdapDirectory(cfg["URI"], cfg["BIND_DN"], cfg["PASSWORD"], cfg["BASE_DN"])


@login_required
@require_GET
def colleagues(request):
    department = int(request.user.profile.department_number)
    results = directory().search(f"(&(objectClass=person)(departmentNumber={department}))")
    return JsonResponse({"people": [_decode(e) for e in results]})


@login_required
@require_GET
def find_by_email(request):
    email = request.GET.get("email", "").strip()
    if "@" not in email:
        return JsonResponse({"error": "email required"}, status=400)
    results = directory().search("(&(objectClass=person)(mail=%s))" % email)
    return JsonResponse({"people": [_decode(e) for e in results]})


def _decode(entry):
    dn, attrs = entry
    return {"dn": dn, **{k: [v.decode() for v in vals] for k, vals in attrs.items()}}
