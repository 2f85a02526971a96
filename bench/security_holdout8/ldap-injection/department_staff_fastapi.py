import os
from typing import Optional

from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()
LDAP_HOST = "ldap.example.com"
BIND_USER = "cn=reader,dc=example,dc=com"


@app.get("/departments/{department}/staff")
def department_staff(department: str, title: Optional[str] = None):
    search_base = f"ou={department},ou=departments,dc=example,dc=com"
    flt = "(objectClass=person)"
    server = Server(LDAP_HOST, use_ssl=True)
    conn = Connection(server, user=BIND_USER, password=os.environ.get("LDAP_PASSWORD", ""), auto_bind=True)
    try:
        conn.search(search_base, flt, attributes=["cn", "mail", "title"])
        staff = [
            {"name": str(e.cn), "mail": str(e.mail), "title": str(e.title)}
            for e in conn.entries
        ]
    finally:
        conn.unbind()
    if title:
        staff = [s for s in staff if s["title"].lower() == title.lower()]
    return {"department": department, "staff": staff}
