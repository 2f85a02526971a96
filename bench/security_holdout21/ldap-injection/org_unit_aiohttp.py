import asyncio
import logging
import os

from aiohttp import web
from ldap3 import LEVEL, Connection, Server
from ldap3.core.exceptions import LDAPException

log = logging.getLogger("org_units")

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.internal.example")
UNIT_BASES = {
    "engineering": "ou=engineering,ou=units,dc=internal,dc=example",
    "finance": "ou=finance,ou=units,dc=internal,dc=example",
    "sales": "ou=sales,ou=units,dc=internal,dc=example",
    "support": "ou=support,ou=units,dc=internal,dc=example",
}


def list_unit_members(base):
    server = Server(LDAP_URL, use_ssl=True, connect_timeout=5)
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True, read_only=True) as conn:
        conn.search(base, "(objectClass=inetOrgPerson)", search_scope=LEVEL, attributes=["uid", "cn"])
        return [{"uid": str(e.uid), "name": str(e.cn)} for e in conn.entries]


async def unit_members(request: web.Request) -> web.Response:
    unit = request.match_info["unit"].lower()
    base = UNIT_BASES.get(unit)
    if base is None:
        raise web.HTTPNotFound(text="unknown unit")
    loop = asyncio.get_running_loop()
    try:
        members = await loop.run_in_executor(None, list_unit_members, base)
    except LDAPException as exc:
        log.error("unit listing failed for %s: %s", unit, exc)
        raise web.HTTPServiceUnavailable(text="directory unavailable")
    return web.json_response({"unit": unit, "members": members})


async def list_units(_request: web.Request) -> web.Response:
    return web.json_response({"units": sorted(UNIT_BASES)})


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/units", list_units)
    app.router.add_get("/units/{unit}/members", unit_members)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), port=int(os.environ.get("PORT", "8080")))
