import os
from typing import Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from ldap3 import SUBTREE, Connection, Server
from ldap3.core.exceptions import LDAPException
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()
SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.example"))
BASE_DN = "ou=people,dc=corp,dc=example"
ATTRIBUTES = ["cn", "mail", "departmentNumber", "telephoneNumber"]


def ldap_connection():
    conn = Connection(
        SERVER,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )
    try:
        yield conn
    finally:
        conn.unbind()


class PeopleSearch:
    def __init__(self, term: str, department: Optional[str]):
        self.term = term.strip()
        self.department = escape_filter_chars(department) if department else None

    def ldap_filter(self) -> str:
        parts = ["(objectClass=inetOrgPerson)", f"(|(cn=*{self.term}*)(mail={self.term}*))"]
        if self.department:
            parts.append(f"(departmentNumber={self.department})")
        return "(&" + "".join(parts) + ")"

    def run(self, conn: Connection, limit: int):
        conn.search(BASE_DN, self.ldap_filter(), SUBTREE, attributes=ATTRIBUTES, size_limit=limit)
        return [entry.entry_attributes_as_dict for entry in conn.entries]


@app.get("/people/search")
def search_people(
    q: str = Query(..., min_length=2),
    dept: Optional[str] = None,
    limit: int = Query(25, le=100),
    conn: Connection = Depends(ldap_connection),
):
    try:
        results = PeopleSearch(q, dept).run(conn, limit)
    except LDAPException as exc:
        raise HTTPException(status_code=502, detail="directory unavailable") from exc
    return {"count": len(results), "results": results}


@app.get("/people/{uid}")
def get_person(uid: str, conn: Connection = Depends(ldap_connection)):
    flt = f"(&(objectClass=inetOrgPerson)(uid={escape_filter_chars(uid)}))"
    conn.search(BASE_DN, flt, SUBTREE, attributes=ATTRIBUTES)
    if not conn.entries:
        raise HTTPException(status_code=404)
    return conn.entries[0].entry_attributes_as_dict
