import os
import re

from ldap3 import SUBTREE, Connection, Server
from sanic import Sanic
from sanic.exceptions import BadRequest, NotFound
from sanic.response import json

app = Sanic("groups_api")
SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.example.net"))
PEOPLE = "ou=people,dc=example,dc=net"
GROUPS = "ou=groups,dc=example,dc=net"
UID_RE = re.compile(r"[a-z][a-z0-9._-]{0,31}")
GROUP_RE = re.compile(r"[a-z0-9-]{1,48}")


def reader():
    return Connection(SERVER, user=os.environ["LDAP_BIND_DN"],
                      password=os.environ["LDAP_BIND_PW"], auto_bind=True, read_only=True)


@app.get("/health")
async def health(request):
    return json({"ok": True})


@app.get("/users/<uid>/groups")
async def groups_of(request, uid: str):
    if not UID_RE.fullmatch(uid):
        raise BadRequest("invalid uid")
    user_dn = f"uid={uid},{PEOPLE}"
    member_filter = f"(&(objectClass=groupOfNames)(member={user_dn}))"
    with reader() as conn:
        conn.search(GROUPS, member_filter, search_scope=SUBTREE, attributes=["cn"])
        names = sorted(str(e.cn) for e in conn.entries)
    return json({"uid": uid, "groups": names})


@app.get("/groups/<name>/members")
async def members_of(request, name: str):
    if not GROUP_RE.fullmatch(name):
        raise BadRequest("invalid group name")
    with reader() as conn:
        conn.search(GROUPS, f"(&(objectClass=groupOfNames)(cn={name}))", attributes=["member"])
        if not conn.entries:
            raise NotFound("no such group")
        members = [str(dn) for dn in conn.entries[0].member.values]
    return json({"group": name, "members": members})
