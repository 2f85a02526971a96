import os

from aiohttp import web
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

SERVER = Server(os.environ.get("LDAP_URL", "ldap://directory:389"), get_info=ALL)
BASE = "dc=example,dc=net"
ATTRS = ["cn", "mail", "title", "manager"]


def _connect():
    return Connection(
        SERVER,
        os.environ["LDAP_BIND_DN"],
        os.environ["LDAP_BIND_PW"],
        auto_bind=True,
        read_only=True,
    )


def _entries(conn):
    return [{"dn": e.entry_dn, **e.entry_attributes_as_dict} for e in conn.entries]


async def by_name(request: web.Request):
    name = escape_filter_chars(request.match_info["name"])
    with _connect() as conn:
        conn.search(BASE, f"(&(objectClass=person)(cn={name}*))", SUBTREE, attributes=ATTRS, size_limit=50)
        return web.json_response(_entries(conn))


async def by_email(request: web.Request):
    payload = await request.json()
    email = str(payload.get("email", "")).strip().lower()
    if "@" not in email:
        raise web.HTTPBadRequest(text="email required")
    local, domain = email.split("@", 1)
    flt = "(&(objectClass=person)(|(mail=%s@%s)(mailAlternateAddress=%s@%s)))" % (local, domain, local, domain)
    with _connect() as conn:
        conn.search(BASE, flt, SUBTREE, attributes=ATTRS, size_limit=5)
        return web.json_response(_entries(conn))


async def reports(request: web.Request):
    manager_dn = escape_filter_chars(request.query.get("manager", ""))
    with _connect() as conn:
        conn.search(BASE, "(&(objectClass=person)(manager=%s))" % manager_dn, SUBTREE, attributes=ATTRS)
        return web.json_response(_entries(conn))


def create_app():
    app = web.Application()
    app.router.add_get("/directory/name/{name}", by_name)
    app.router.add_post("/directory/email", by_email)
    app.router.add_get("/directory/reports", reports)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
