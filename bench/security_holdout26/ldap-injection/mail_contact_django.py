import functools

import ldap
import ldap.filter
from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET

MAIL_TEMPLATE = "(&(objectClass=person)(mail=%s))"
build_mail_filter = functools.partial(ldap.filter.filter_format, MAIL_TEMPLATE)


class LdapGateway:
    def __init__(self):
        self.conn = ldap.initialize(settings.LDAP_URI)
        self.conn.set_option(ldap.OPT_REFERRALS, 0)
        self.conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)

    def search(self, filterstr):
        return self.conn.search_s(settings.LDAP_BASE_DN, ldap.SCOPE_SUBTREE, filterstr, ["cn", "mail", "department"])

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.conn.unbind_s()


def decode_entry(attrs):
    return {key: [value.decode("utf-8") for value in values] for key, values in attrs.items()}


@require_GET
def mail_contact(request):
    email = request.GET.get("email", "").strip()
    if not email:
        return HttpResponseBadRequest("email is required")
    with LdapGateway() as gateway:
        results = gateway.search(build_mail_filter([email]))
    owners = [decode_entry(attrs) for dn, attrs in results if dn]
    return JsonResponse({"owners": owners})
