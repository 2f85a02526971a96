from contextlib import contextmanager

from fastapi import FastAPI, HTTPException, Query
from ldap3 import SUBTREE, Connection, Server

app = FastAPI()
SERVER = Server("ldaps://ldap.corp.example.com")
PEOPLE_BASE = "ou=people,dc=corp,dc=example,dc=com"
BIND_DN = "cn=directory-api,ou=services,dc=corp,dc=example,dc=com"
BIND_PASSWORD = "change-me"
ATTRS = ["uid", "cn", "mail", "title", "manager"]


@contextmanager
def ldap_connection():
    conn = Connection(SERVER, BIND_DN, BIND_PASSWORD, auto_bind=True, read_only=True)
    try:
        yield conn
    finally:
        conn.unbind()


def to_dict(entry):
    data = entry.entry_attributes_as_dict
    return {k: (v[0] if len(v) == 1 else v) for k, v in data.items()}


@app.get("/people/{uid}")
def person(uid: str):
    with ldap_connection() as conn:
        conn.search(PEOPLE_BASE, "(objectClass=person)", SUBTREE, attributes=ATTRS)
        match = [e for e in conn.entries if str(e.uid) == uid]
    if not match:
        raise HTTPException(404, "not found")
    return to_dict(match[0])


class PeopleQuery:
    def __init__(self, name: str, title: str | None):
        self.name = name
        self.title = title

    def ldap_filter(self) -> str:
        clauses = ["(objectClass=person)", "(|(cn=*" + self.name + "*)(mail=" + self.name + "*))"]
        if self.title:
            clauses.append("(title=" + self.title + ")")
        return "(&" + "".join(clauses) + ")"


@app.get("/people")
def search_people(name: str = Query(..., min_length=2), title: str | None = None):
    query = PeopleQuery(name, title)
    with ldap_connection() as conn:
        conn.search(PEOPLE_BASE, query.ldap_filter(), SUBTREE, attributes=ATTRS, size_limit=50)
        return [to_dict(e) for e in conn.entries]


@app.get("/health")
def health():
    with ldap_connection() as conn:
        return {"bound": conn.bound}
