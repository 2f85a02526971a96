from typing import Annotated

import anyio
from fastapi import FastAPI, Query
from ldap3 import Connection, Server

app = FastAPI()
server = Server("ldaps://directory.example.org", use_ssl=True)


def _search(ldap_filter: str) -> list[str]:
    conn = Connection(server, user="cn=svc-groups,dc=example,dc=org", password="svc-pw", auto_bind=True)
    try:
        conn.search("ou=groups,dc=example,dc=org", ldap_filter, attributes=["member"])
        return [str(m) for entry in conn.entries for m in entry.member.values]
    finally:
        conn.unbind()


@app.get("/groups/{group}/members")
async def group_members(group: str, kind: Annotated[str, Query()] = "groupOfNames"):
    ldap_filter = "(&(objectClass=%s)(cn=%s))" % (kind, group)
    members = await anyio.to_thread.run_sync(_search, ldap_filter)
    return {"group": group, "members": members}
