import os
import re

from fastapi import FastAPI, HTTPException
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel

app = FastAPI()
server = Server(os.environ["LDAP_HOST"], use_ssl=True)
GROUP_BASE = "ou=groups,dc=example,dc=com"
NAME_RE = re.compile(r"[A-Za-z0-9._-]{1,64}")


class GroupQuery(BaseModel):
    group: str
    owner: str | None = None


@app.post("/groups/lookup")
def group_lookup(q: GroupQuery):
    if not NAME_RE.fullmatch(q.group):
        raise HTTPException(status_code=422, detail="invalid group name")
    if q.owner is not None and not NAME_RE.fullmatch(q.owner):
        raise HTTPException(status_code=422, detail="invalid owner uid")
    conditions = ["(objectClass=groupOfNames)", f"(cn={q.group})"]
    if q.owner:
        conditions.append(f"(owner=uid={q.owner},ou=people,dc=example,dc=com)")
    ldap_filter = "(&" + "".join(conditions) + ")"
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(GROUP_BASE, ldap_filter, SUBTREE, attributes=["cn", "member"])
        if not conn.entries:
            raise HTTPException(status_code=404, detail="group not found")
        entry = conn.entries[0]
        return {"group": str(entry.cn), "members": [str(m) for m in entry.member]}
