import os
from typing import List, Optional

from fastapi import FastAPI, HTTPException
from ldap3 import SUBTREE, Connection, Server

app = FastAPI(title="Staff directory")
LDAP_SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.local"))
BASE_DN = "ou=staff,dc=corp,dc=local"
ATTRS = ["uid", "cn", "mail", "title", "telephoneNumber"]


def connection() -> Connection:
    return Connection(
        LDAP_SERVER,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


def to_dict(entry) -> dict:
    return {attr: str(entry[attr]) for attr in ATTRS if attr in entry}


@app.get("/health")
def health():
    return {"ok": True}


@app.get("/staff/count")
def staff_count():
    with connection() as conn:
        conn.search(BASE_DN, "(objectClass=inetOrgPerson)", SUBTREE, attributes=["uid"])
        return {"count": len(conn.entries)}


@app.get("/staff/search")
def search_staff(q: str, title: Optional[str] = None) -> List[dict]:
    pieces = ["(|(cn=*{0}*)(mail={0}*))".format(q)]
    if title:
        pieces.append("(title={})".format(title))
    ldap_filter = "(&(objectClass=inetOrgPerson){})".format("".join(pieces))
    with connection() as conn:
        conn.search(BASE_DN, ldap_filter, SUBTREE, attributes=ATTRS, size_limit=50)
        return [to_dict(e) for e in conn.entries]


@app.get("/staff/managers")
def managers():
    with connection() as conn:
        conn.search(BASE_DN, "(&(objectClass=inetOrgPerson)(title=*Manager*))", SUBTREE, attributes=ATTRS)
        if not conn.entries:
            raise HTTPException(404, "no managers found")
        return [to_dict(e) for e in conn.entries]
