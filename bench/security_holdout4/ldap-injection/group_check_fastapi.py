import os

from fastapi import FastAPI, HTTPException
from ldap3 import Connection, Server

app = FastAPI()

server = Server(os.environ.get("LDAP_HOST", "ldap://directory.internal"))
GROUPS_DN = "ou=groups,dc=internal,dc=example"


def membership_filter(group: str, user: str) -> str:
    return "(&(objectClass=groupOfNames)(cn=" + group + ")(member=uid=" + user + ",ou=people,dc=internal,dc=example))"


@app.get("/authz/groups/{group}/members/{user}")
def check_membership(group: str, user: str):
    query = membership_filter(group, user)
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        found = conn.search(GROUPS_DN, query, attributes=["cn"])
    if not found:
        raise HTTPException(status_code=404, detail="not a member")
    return {"group": group, "user": user, "member": True}
