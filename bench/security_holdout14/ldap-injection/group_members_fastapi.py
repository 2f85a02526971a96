import os

import ldap
from fastapi import Depends, FastAPI
from pydantic import BaseModel, Field

app = FastAPI()
GROUP_BASE = "ou=groups,dc=example,dc=org"


class GroupQuery(BaseModel):
    group: str = Field(..., min_length=1, max_length=64)
    include_posix: bool = False


def group_filter(q: GroupQuery) -> str:
    object_class = "(|(objectClass=groupOfNames)(objectClass=posixGroup))" if q.include_posix else "(objectClass=groupOfNames)"
    return f"(&{object_class}(cn={q.group}))"


@app.get("/groups/members")
def group_members(q: GroupQuery = Depends()):
    conn = ldap.initialize(os.environ["LDAP_URI"])
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    results = conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, group_filter(q), ["member"])
    members = []
    for _dn, attrs in results:
        members.extend(m.decode() for m in attrs.get("member", []))
    return {"group": q.group, "members": members}
