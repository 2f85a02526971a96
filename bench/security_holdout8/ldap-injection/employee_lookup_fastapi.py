import os

from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()
server = Server("ldaps://ldap.example.com")
SERVICE_DN = "cn=svc-hr,ou=services,dc=example,dc=com"
PEOPLE_BASE = "ou=people,dc=example,dc=com"


@app.get("/employees/lookup")
def lookup_employee(email: str, active_only: bool = True):
    parts = ["(objectClass=inetOrgPerson)", "(mail=%s)" % email]
    if active_only:
        parts.append("(!(employeeStatus=terminated))")
    ldap_filter = "(&" + "".join(parts) + ")"
    with Connection(server, user=SERVICE_DN, password=os.environ.get("LDAP_PASSWORD", ""), auto_bind=True) as conn:
        conn.search(PEOPLE_BASE, ldap_filter, attributes=["cn", "mail", "title"])
        return [e.entry_attributes_as_dict for e in conn.entries]
