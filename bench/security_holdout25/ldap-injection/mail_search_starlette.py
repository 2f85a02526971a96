from functools import partial

import ldap
from ldap.filter import filter_format
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

LDAP_URI = "ldap://ldap.corp.example"
BASE = "ou=people,dc=corp,dc=example"
mail_filter = partial(filter_format, "(&(objectClass=person)(mail=%s))")


def lookup(conn, address):
    return conn.search_s(BASE, ldap.SCOPE_SUBTREE, mail_filter([address]), ["cn", "uid"])


async def by_mail(request):
    address = request.query_params.get("mail", "")
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s()
    rows = lookup(conn, address)
    conn.unbind_s()
    return JSONResponse([{"dn": dn, "uid": [v.decode() for v in attrs.get("uid", [])]} for dn, attrs in rows])


app = Starlette(routes=[Route("/people/by-mail", by_mail)])
