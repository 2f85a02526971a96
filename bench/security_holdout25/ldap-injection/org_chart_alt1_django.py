import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse
from ldap.dn import escape_dn_chars
from ldap.filter import escape_filter_chars

PEOPLE_BASE = "ou=people,dc=corp,dc=example"
ATTRS = ["cn", "title", "mail", "manager"]


class OrgDirectory:
    def __init__(self):
        self.conn = ldap.initialize(settings.LDAP_URI)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.conn.unbind_s()

    @staticmethod
    def person_dn(uid):
        return f"uid={escape_dn_chars(uid)},{PEOPLE_BASE}"

    @staticmethod
    def _decode(attrs):
        return {k: [v.decode() for v in vals] for k, vals in attrs.items()}

    def person(self, uid):
        try:
            rows = self.conn.search_s(self.person_dn(uid), ldap.SCOPE_BASE, "(objectClass=*)", ATTRS)
        except ldap.NO_SUCH_OBJECT:
            return None
        return self._decode(rows[0][1]) if rows else None

    def reports(self, uid):
        flt = "(&(objectClass=inetOrgPerson)(manager=%s))" % escape_filter_chars(self.person_dn(uid))
        rows = self.conn.search_s(PEOPLE_BASE, ldap.SCOPE_ONELEVEL, flt, ATTRS)
        return [self._decode(attrs) for _, attrs in rows]


@login_required
def person_card(request, uid):
    with OrgDirectory() as directory:
        person = directory.person(uid)
    if person is None:
        raise Http404("no such person")
    return JsonResponse(person)


@login_required
def direct_reports(request):
    uid = request.GET.get("manager", request.user.username)
    with OrgDirectory() as directory:
        reports = directory.reports(uid)
    return JsonResponse({"manager": uid, "reports": reports})
