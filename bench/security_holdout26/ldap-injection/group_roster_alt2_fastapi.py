import os
import re
from typing import Iterator

from fastapi import Depends, FastAPI
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel, field_validator

app = FastAPI()

GROUP_BASE = "ou=groups,dc=example,dc=com"
GROUP_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


class MembershipQuery(BaseModel):
    groups: list[str]

    @field_validator("groups")
    @classmethod
    def plain_names(cls, value: list[str]) -> list[str]:
        for name in value:
            if not GROUP_NAME.fullmatch(name):
                raise ValueError(f"invalid group name: {name!r}")
        return value


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


@app.post("/groups/roster")
def group_roster(query: MembershipQuery, conn: Connection = Depends(ldap_connection)):
    reader = GroupReader(conn)
    return {name: reader.members(flt) for name, flt in group_filters(query.groups)}
