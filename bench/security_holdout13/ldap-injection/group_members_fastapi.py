import os

from fastapi import FastAPI
from ldap3 import Connection, Server

app = FastAPI()
SERVER = Server(os.environ.get("LDAP_URL", "ldap://ldap.internal:389"))
GROUP_BASE = "ou=groups,dc=example,dc=org"


@app.get("/groups/{name}/members")
def group_members(name: str):
    conn = open_connection()
    conn.search(GROUP_BASE, group_filter(name), attributes=["member", "description"])
    members = [m for entry in conn.entries for m in entry.member.values]
    conn.unbind()
    return {"group": name, "members": members}


def group_filter(name: str, kind: str = "groupOfNames") -> str:
    return "(&(objectClass={kind})(cn={name}))".format(kind=kind, name=name)


def open_connection() -> Connection:
    return Connection(SERVER, user=os.environ["LDAP_USER"], password=os.environ["LDAP_PASSWORD"], auto_bind=True, read_only=True)
