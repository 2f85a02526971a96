import os
from typing import List

from fastapi import FastAPI, Query
from ldap3 import Connection, Server

app = FastAPI()
server = Server(os.environ["LDAP_URL"], use_ssl=True)
PEOPLE_DN = "ou=people,dc=example,dc=org"
GROUPS_DN = "ou=groups,dc=example,dc=org"


def membership_filter(groups: List[str]) -> str:
    clauses = "".join(f"(memberOf=cn={g},{GROUPS_DN})" for g in groups)
    return f"(&(objectClass=person)(|{clauses}))"


@app.get("/groups/members")
def list_members(group: List[str] = Query(..., max_length=64)):
    flt = membership_filter(group)
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(PEOPLE_DN, flt, attributes=["uid", "cn", "mail"])
        members = [
            {"uid": str(e.uid), "name": str(e.cn), "mail": str(e.mail)}
            for e in conn.entries
        ]
    return {"groups": group, "members": members}
