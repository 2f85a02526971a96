import os

import ldap
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

LDAP_URI = "ldap://directory.corp.local"
PEOPLE_BASE = "ou=staff,dc=corp,dc=local"
ATTRS = ["cn", "mail", "title", "departmentNumber", "telephoneNumber"]


class LdapClient:
    def __init__(self):
        self.conn = ldap.initialize(LDAP_URI)
        self.conn.simple_bind_s("cn=portal,dc=corp,dc=local", os.environ["LDAP_PORTAL_PASSWORD"])

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.conn.unbind_s()

    def search(self, search_filter):
        results = self.conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, search_filter, ATTRS)
        return [self._flatten(attrs) for _, attrs in results if attrs]

    @staticmethod
    def _flatten(attrs):
        return {k: v[0].decode("utf-8") for k, v in attrs.items()}


class DirectoryMixin(LoginRequiredMixin):
    def run(self, search_filter):
        with LdapClient() as client:
            return client.search(search_filter)


class StaffByEmailView(DirectoryMixin, View):
    def get(self, request):
        email = request.GET.get("email", "")
        search_filter = "(&(objectClass=person)(mail=%s))" % email
        return JsonResponse({"results": self.run(search_filter)})


class StaffByDepartmentView(DirectoryMixin, View):
    departments = {"eng": "100", "sales": "200", "support": "300"}

    def get(self, request, dept):
        number = self.departments.get(dept)
        if number is None:
            return JsonResponse({"results": []})
        return JsonResponse({"results": self.run(f"(&(objectClass=person)(departmentNumber={number}))")})


class DirectoryHealthView(View):
    def get(self, request):
        return JsonResponse({"uri": LDAP_URI, "base": PEOPLE_BASE})
