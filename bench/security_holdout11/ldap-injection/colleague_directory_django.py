import logging

import ldap
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.cache import cache_page
from django.views.decorators.http import require_GET

logger = logging.getLogger("directory")


class DirectoryClient:
    ATTRS = ["cn", "mail", "title", "manager"]

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

    def find_by_email(self, email):
        query = "(&(objectClass=person)(mail=" + email + "))"
        conn = self._connect()
        try:
            results = conn.search_s(self.base_dn, ldap.SCOPE_SUBTREE, query, self.ATTRS)
        finally:
            conn.unbind_s()
        return [self._decode(attrs) for dn, attrs in results if dn]

    @staticmethod
    def _decode(attrs):
        return {k: [v.decode("utf-8") for v in vals] for k, vals in attrs.items()}


def get_client():
    return DirectoryClient(
        settings.LDAP_URI,
        settings.LDAP_BIND_DN,
        settings.LDAP_BIND_PASSWORD,
        settings.LDAP_BASE_DN,
    )


@login_required
@require_GET
def colleague_lookup(request):
    email = request.GET.get("email", "").strip()
    if not email:
        return JsonResponse({"results": []})
    logger.info("directory lookup by %s", request.user.pk)
    return JsonResponse({"results": get_client().find_by_email(email)})


@cache_page(300)
@require_GET
def directory_status(request):
    try:
        get_client()._connect().unbind_s()
        return JsonResponse({"ldap": "up"})
    except ldap.LDAPError:
        return JsonResponse({"ldap": "down"}, status=503)
