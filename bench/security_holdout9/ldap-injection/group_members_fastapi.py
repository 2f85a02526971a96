from fastapi import FastAPI
from ldap3 import SUBTREE, Connection, Server

app = FastAPI()
LDAP = Server("ldaps://dc01.example.local")
GROUP_BASE = "ou=groups,dc=example,dc=local"


def group_filter(name):
    template = "(&(objectClass=group)(cn=%s))"
    return template % name


@app.get("/groups/{name}/members")
def group_members(name: str):
    conn = Connection(LDAP, user="svc-reader@example.local", password="reader", auto_bind=True)
    conn.search(GROUP_BASE, group_filter(name), search_scope=SUBTREE, attributes=["member"])
    members = []
    for entry in conn.entries:
        members.extend(entry.member.values)
    return {"group": name, "members": members}
