import os
from typing import Iterator

from fastapi import Depends, FastAPI
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel

app = FastAPI()

GROUP_BASE = "ou=groups,dc=example,dc=com"


class MembershipQuery(BaseModel):
    groups: list[str]


def group_filters(names: list[str]) -> Iterator[tuple[str, str]]:
    for name in names:
        yield name, f"(&(objectClass=groupOfNames)(cn={name}))"


def ldap_connection() -> Iterator[Connection]:
    server = Server(os.environ["LDAP_URL"])
    conn = Connection(server, user=os.environ["LDAP_BIND_DN"], password=os.environ["LDAP_BIND_PASSWORD"], auto_bind=True)
    try:
        yield conn
    finally:
        conn.unbind()


class GroupReader:
    def __init__(self, conn: Connection):
        self.conn = conn

    def members(self, flt: str) -> list[str]:
        self.conn.search(GROUP_BASE, flt, search_scope=SUBTREE, attributes=["member"])
        return [str(m) for entry in self.conn.entries for m in entry.member.values]


@app.post("/groups/members")
def group_members(query: MembershipQuery, conn: Connection = Depends(ldap_connection)):
    reader = GroupReader(conn)
    return {name: reader.members(flt) for name, flt in group_filters(query.groups)}
