import os

from fastapi import FastAPI
from ldap3 import SUBTREE, Connection, Server

app = FastAPI()
LDAP = Server("ldaps://dc01.corp.local")


class GroupQuery:
    def __init__(self, name: str):
        self.name = name

    def to_filter(self) -> str:
        return f"(&(objectClass=group)(cn={self.name}))"


@app.get("/groups/{name}/members")
def group_members(name: str):
    q = GroupQuery(name)
    with Connection(LDAP, user=os.environ["LDAP_USER"], password=os.environ["LDAP_PASSWORD"], auto_bind=True) as conn:
        conn.search("dc=corp,dc=local", q.to_filter(), search_scope=SUBTREE, attributes=["member"])
        members = [m for e in conn.entries for m in e.member.values]
    return {"group": name, "members": members}
