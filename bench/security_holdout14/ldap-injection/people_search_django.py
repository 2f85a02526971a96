import os

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET
from ldap3 import ALL, SUBTREE, Connection, Server

LDAP_SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.internal"), get_info=ALL)
PEOPLE_BASE = "ou=people,dc=internal"
UNITS_BASE = "ou=departments,dc=internal"
ATTRIBUTES = ["cn", "mail", "title", "departmentNumber"]


class PeopleSearchForm(forms.Form):
    department = forms.CharField(max_length=64)
    title = forms.CharField(max_length=64, required=False)
    limit = forms.IntegerField(min_value=1, max_value=200, required=False)

    def clean_department(self):
        return self.cleaned_data["department"].strip()

    def clean_limit(self):
        return self.cleaned_data.get("limit") or 50


def ldap_connection():
    return Connection(LDAP_SERVER, user=os.environ["LDAP_BIND_DN"], password=os.environ["LDAP_BIND_PASSWORD"], auto_bind=True, read_only=True)


def entry_to_dict(entry):
    return {attr: entry[attr].value for attr in ATTRIBUTES if attr in entry}


@login_required
@require_GET
def people_search(request):
    form = PeopleSearchForm(request.GET)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    data = form.cleaned_data
    clauses = ["(objectClass=inetOrgPerson)", "(departmentNumber=" + data["department"] + ")"]
    if data["title"]:
        clauses.append("(title=*" + data["title"] + "*)")
    ldap_filter = "(&" + "".join(clauses) + ")"
    with ldap_connection() as conn:
        conn.search(PEOPLE_BASE, ldap_filter, search_scope=SUBTREE, attributes=ATTRIBUTES, size_limit=data["limit"])
        people = [entry_to_dict(e) for e in conn.entries]
    return JsonResponse({"count": len(people), "people": people})


@login_required
@require_GET
def departments(request):
    with ldap_connection() as conn:
        conn.search(UNITS_BASE, "(objectClass=organizationalUnit)", search_scope=SUBTREE, attributes=["ou", "description"])
        units = [{"ou": e.ou.value, "description": e.description.value} for e in conn.entries]
    return JsonResponse({"departments": units})
