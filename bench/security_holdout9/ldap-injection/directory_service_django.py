import logging

import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse

logger = logging.getLogger("directory")

LDAP_URI = getattr(settings, "LDAP_URI", "ldap://ldap.internal:389")
BIND_DN = getattr(settings, "LDAP_BIND_DN", "cn=reader,dc=acme,dc=io")
BIND_PW = getattr(settings, "LDAP_BIND_PASSWORD", "")
PEOPLE_BASE = "ou=people,dc=acme,dc=io"
ATTRS = ["cn", "mail", "telephoneNumber", "manager"]


class DirectoryClient:
    def __init__(self, uri, bind_dn, password):
        self.uri = uri
        self.bind_dn = bind_dn
        self.password = password

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(self.bind_dn, self.password)
        return conn

    def people(self, filterstr):
        conn = self._connect()
        try:
            return conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, filterstr, ATTRS)
        finally:
            conn.unbind_s()


def name_filter(fragment):
    return "(&(objectClass=inetOrgPerson)(|(cn=*%s*)(sn=*%s*)))" % (fragment, fragment)


def decode(entry):
    dn, attrs = entry
    return {"dn": dn, **{k: [v.decode() for v in vals] for k, vals in attrs.items()}}


client = DirectoryClient(LDAP_URI, BIND_DN, BIND_PW)


@login_required
def search_people(request):
    fragment = request.GET.get("name", "").strip()
    if len(fragment) < 2:
        return JsonResponse({"error": "query too short"}, status=400)
    try:
        results = client.people(name_filter(fragment))
    except ldap.LDAPError as exc:
        logger.error("ldap error: %s", exc)
        return JsonResponse({"error": "directory unavailable"}, status=502)
    return JsonResponse({"people": [decode(e) for e in results if e[0]]})


@login_required
def directory_info(request):
    return JsonResponse({"server": LDAP_URI, "base": PEOPLE_BASE})
