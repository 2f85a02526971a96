import os

from fastapi import FastAPI, Query
from ldap3 import SUBTREE, Connection, Server

app = FastAPI()
server = Server("ldap://directory.example.net")
SEARCH_BASE = "ou=staff,dc=example,dc=net"
SEARCH_USER = "cn=search,dc=example,dc=net"


@app.get("/employees")
def search_employees(name: str = Query(...), department: str = Query("")):
    clauses = "(cn=*" + name + "*)"
    if department:
        clauses += "(departmentNumber=" + department + ")"
    ldap_filter = "(&(objectClass=person)" + clauses + ")"
    conn = Connection(server, user=SEARCH_USER, password=os.environ.get("LDAP_PASSWORD", ""), auto_bind=True)
    try:
        conn.search(SEARCH_BASE, ldap_filter, search_scope=SUBTREE, attributes=["cn", "mail", "title"])
        return [
            {"dn": e.entry_dn, "cn": str(e.cn), "mail": str(e.mail), "title": str(e.title)}
            for e in conn.entries
        ]
    finally:
        conn.unbind()
