import re

from ldap3 import Connection, Server
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

LDAP_SERVER = Server("ldaps://ldap.corp.example")
BASE_DN = "ou=people,dc=corp,dc=example"
USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{0,31}")


def open_connection():
    return Connection(LDAP_SERVER, auto_bind=True, read_only=True)


async def health(request):
    return JSONResponse({"status": "up"})


async def user_detail(request):
    raw = request.path_params["username"]
    if not USERNAME_RE.fullmatch(raw):
        return JSONResponse({"error": "invalid username"}, status_code=400)
    conn = open_connection()
    conn.search(BASE_DN, "(uid=%s)" % raw, attributes=["cn", "mail", "title"])
    if not conn.entries:
        return JSONResponse({"error": "not found"}, status_code=404)
    entry = conn.entries[0]
    return JSONResponse({"cn": str(entry.cn), "mail": str(entry.mail), "title": str(entry.title)})


async def locked_accounts(request):
    conn = open_connection()
    conn.search(BASE_DN, "(pwdAccountLockedTime=*)", attributes=["uid"])
    return JSONResponse({"locked": [str(e.uid) for e in conn.entries]})


async def directory_stats(request):
    conn = open_connection()
    totals = {}
    for kind in ["person", "groupOfNames", "organizationalUnit"]:
        conn.search("dc=corp,dc=example", f"(objectClass={kind})", attributes=[])
        totals[kind] = len(conn.entries)
    return JSONResponse(totals)


routes = [
    Route("/health", health),
    Route("/users/{username}", user_detail),
    Route("/users-locked", locked_accounts),
    Route("/stats", directory_stats),
]

app = Starlette(routes=routes)
