import os
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from typing import List

import ldap
from django.http import JsonResponse
from django.views.decorators.http import require_GET

LDAP_URI = os.environ.get("DIRECTORY_URI", "ldap://directory.internal:389")
BIND_DN = os.environ.get("DIRECTORY_BIND_DN", "cn=reader,dc=corp,dc=example")
BIND_PASSWORD = os.environ.get("DIRECTORY_BIND_PASSWORD", "")
SEARCH_BASE = "ou=staff,dc=corp,dc=example"
ATTRIBUTES = ["cn", "mail", "title", "departmentNumber"]


@dataclass
class StaffMember:
    name: str
    email: str
    title: str
    department: str


@contextmanager
def directory_connection():
    conn = ldap.initialize(LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(BIND_DN, BIND_PASSWORD)
    try:
        yield conn
    finally:
        conn.unbind_s()


def _first(attrs, key):
    values = attrs.get(key) or [b""]
    return values[0].decode("utf-8", "replace")


class StaffDirectory:
    def build_filter(self, department: str, name_prefix: str) -> str:
        clauses = ["(objectClass=person)", "(departmentNumber=%s)" % department]
        if name_prefix:
            clauses.append("(cn=%s*)" % name_prefix)
        return "(&" + "".join(clauses) + ")"

    def search(self, department: str, name_prefix: str = "") -> List[StaffMember]:
        query = self.build_filter(department, name_prefix)
        with directory_connection() as conn:
            results = conn.search_s(SEARCH_BASE, ldap.SCOPE_SUBTREE, query, ATTRIBUTES)
        return [
            StaffMember(
                name=_first(attrs, "cn"),
                email=_first(attrs, "mail"),
                title=_first(attrs, "title"),
                department=_first(attrs, "departmentNumber"),
            )
            for dn, attrs in results
            if dn
        ]


@require_GET
def staff_directory(request):
    department = request.GET.get("department", "")
    if not department:
        return JsonResponse({"error": "department required"}, status=400)
    members = StaffDirectory().search(department, request.GET.get("q", ""))
    return JsonResponse({"members": [asdict(m) for m in members]})
