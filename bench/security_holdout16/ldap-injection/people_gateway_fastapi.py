import os

from fastapi import FastAPI, HTTPException, Query
from ldap3 import SUBTREE, Connection, Server
from ldap3.core.exceptions import LDAPBindError
from ldap3.utils.conv import escape_filter_chars
from pydantic import BaseModel

app = FastAPI()
SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.example.net"))
PEOPLE = "ou=people,dc=example,dc=net"
SERVICE = ("cn=gateway,ou=services,dc=example,dc=net", os.environ.get("LDAP_GATEWAY_PW", ""))


class Login(BaseModel):
    username: str
    password: str


def service_conn() -> Connection:
    return Connection(SERVER, user=SERVICE[0], password=SERVICE[1], auto_bind=True, read_only=True)


@app.post("/auth")
def authenticate(body: Login):
    conn = service_conn()
    conn.search(PEOPLE, f"(uid={escape_filter_chars(body.username)})", attributes=["cn"])
    if len(conn.entries) != 1 or not body.password:
        raise HTTPException(status_code=401)
    user_dn = conn.entries[0].entry_dn
    try:
        Connection(SERVER, user=user_dn, password=body.password, auto_bind=True).unbind()
    except LDAPBindError:
        raise HTTPException(status_code=401)
    return {"dn": user_dn}


@app.get("/people")
def search_people(name: str = Query(..., min_length=2, max_length=64), team: str = Query("all")):
    name = name.strip()
    prefix = escape_filter_chars(name)
    either = f"(|(cn={prefix}*)(displayName=*{name}*))"
    clauses = [either, "(objectClass=inetOrgPerson)"]
    if team != "all":
        clauses.append(f"(ou={escape_filter_chars(team)})")
    query = "(&" + "".join(clauses) + ")"
    conn = service_conn()
    conn.search(PEOPLE, query, search_scope=SUBTREE, attributes=["cn", "mail", "title"], size_limit=25)
    return [e.entry_attributes_as_dict for e in conn.entries]


@app.get("/people/count")
def count_people():
    conn = service_conn()
    conn.search(PEOPLE, "(objectClass=inetOrgPerson)", attributes=[], paged_size=500)
    return {"count": len(conn.entries)}
