from typing import List

from fastapi import Depends, FastAPI, HTTPException
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel

LDAP_URL = "ldaps://ldap.corp.local"
BASE_DN = "dc=corp,dc=local"
BIND_DN = "cn=svc-groups,ou=service,dc=corp,dc=local"
BIND_PW = "from-vault"

app = FastAPI(title="groups")


class Member(BaseModel):
    dn: str
    cn: str


def ldap_conn():
    conn = Connection(Server(LDAP_URL), BIND_DN, BIND_PW, auto_bind=True)
    try:
        yield conn
    finally:
        conn.unbind()


@app.get("/groups")
def list_groups(conn: Connection = Depends(ldap_conn)) -> List[str]:
    conn.search("ou=groups," + BASE_DN, "(objectClass=groupOfNames)", SUBTREE, attributes=["cn"])
    return [str(e.cn) for e in conn.entries]


@app.get("/groups/{group}/members")
def group_members(group: str, department: str = "", conn: Connection = Depends(ldap_conn)) -> List[Member]:
    member_filter = f"(&(objectClass=person)(memberOf=cn={group},ou=groups,{BASE_DN})"
    if department:
        member_filter += f"(department={department})"
    member_filter += ")"
    conn.search("ou=people," + BASE_DN, member_filter, SUBTREE, attributes=["cn"])
    if not conn.entries:
        raise HTTPException(status_code=404)
    return [Member(dn=e.entry_dn, cn=str(e.cn)) for e in conn.entries]


@app.get("/health")
def health():
    return {"ok": True}
