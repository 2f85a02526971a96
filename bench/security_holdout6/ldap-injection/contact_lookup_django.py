from dataclasses import asdict, dataclass
from typing import List, Optional

import ldap
from django.conf import settings
from django.http import JsonResponse
from django.views import View
from ldap.filter import filter_format

LDAP_URI = getattr(settings, "CONTACTS_LDAP_URI", "ldap://contacts.example.org")
CONTACTS_BASE = getattr(settings, "CONTACTS_LDAP_BASE", "ou=contacts,dc=example,dc=org")
RESULT_LIMIT = 50


@dataclass
class Contact:
    name: str
    email: Optional[str]
    phone: Optional[str]


def _first(attrs, key) -> Optional[str]:
    values = attrs.get(key)
    return values[0].decode("utf-8") if values else None


class ContactDirectory:
    def __init__(self, uri: str = LDAP_URI, base: str = CONTACTS_BASE):
        self.uri = uri
        self.base = base

    def search(self, company: str, city: str) -> List[Contact]:
        query = filter_format("(&(objectClass=inetOrgPerson)(o=%s)(l=%s))", [company, city])
        conn = ldap.initialize(self.uri)
        try:
            conn.simple_bind_s()
            msgs = conn.search_ext_s(
                self.base,
                ldap.SCOPE_SUBTREE,
                query,
                ["cn", "mail", "telephoneNumber"],
                sizelimit=RESULT_LIMIT,
            )
        finally:
            conn.unbind_s()
        return [
            Contact(_first(a, "cn") or "", _first(a, "mail"), _first(a, "telephoneNumber"))
            for dn, a in msgs
            if dn
        ]


class ContactLookupView(View):
    directory_class = ContactDirectory

    def get(self, request):
        company = request.GET.get("company", "").strip()
        city = request.GET.get("city", "").strip()
        if not company or not city:
            return JsonResponse({"error": "company and city are required"}, status=400)
        contacts = self.directory_class().search(company, city)
        return JsonResponse({"contacts": [asdict(c) for c in contacts]})
