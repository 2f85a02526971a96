import os

from fastapi import FastAPI, HTTPException
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from pydantic import BaseModel

app = FastAPI()
server = Server(os.environ["LDAP_HOST"], use_ssl=True)
GROUP_BASE = "ou=groups,dc=example,dc=com"


class MembershipQuery(BaseModel):
    group: str
    owner: str | None = None


@app.post("/groups/members")
def group_members(q: MembershipQuery):
    conditions = ["(objectClass=groupOfNames)", f"(cn={q.group})"]
    if q.owner:
        owner = escape_filter_chars(q.owner)
        conditions.append(f"(owner=uid={owner},ou=people,dc=example,dc=com)")
    ldap_filter = "(&" + "".join(conditions) + ")"
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(GROUP_BASE, ldap_filter, SUBTREE, attributes=["cn", "member"])
        if not conn.entries:
            raise HTTPException(status_code=404, detail="group not found")
        entry = conn.entries[0]
        return {"group": str(entry.cn), "members": [str(m) for m in entry.member]}
