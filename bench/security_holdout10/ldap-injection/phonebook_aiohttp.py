import asyncio
import logging
import os
import re

from aiohttp import web
from ldap3 import Connection, Server, SUBTREE

log = logging.getLogger("phonebook")
routes = web.RouteTableDef()

LDAP_URI = os.environ.get("LDAP_URI", "ldap://directory.local")
PEOPLE_BASE = "ou=people,dc=local"
USERNAME_RE = re.compile(r"^[a-z][a-z0-9._-]{0,31}$")
ATTRS = ["cn", "mail", "telephoneNumber", "title"]


def _search(flt):
    conn = Connection(Server(LDAP_URI), auto_bind=True, read_only=True)
    try:
        conn.search(PEOPLE_BASE, flt, SUBTREE, attributes=ATTRS, size_limit=50)
        return [e.entry_attributes_as_dict for e in conn.entries]
    finally:
        conn.unbind()


async def directory_lookup(flt):
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, _search, flt)


@routes.get("/phonebook/{username}")
async def phonebook_entry(request):
    username = request.match_info["username"].lower()
    if not USERNAME_RE.fullmatch(username):
        raise web.HTTPBadRequest(text="invalid username")
    results = await directory_lookup(f"(uid={username})")
    if not results:
        raise web.HTTPNotFound()
    log.info("phonebook lookup for %s", username)
    return web.json_response(results[0])


@routes.get("/phonebook")
async def phonebook_all(request):
    results = await directory_lookup("(objectClass=person)")
    return web.json_response({"count": len(results)})


def create_app():
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8090)
