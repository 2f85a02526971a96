import ldap
import ldap.modlist
from aiohttp import web
from ldap.dn import escape_dn_chars
from ldap.filter import escape_filter_chars

CONTACTS_BASE = "ou=contacts,dc=corp,dc=example"


async def create_contact(request: web.Request) -> web.Response:
    data = await request.json()
    cn = data["name"].strip()
    mail = data["email"].strip()
    conn = request.app["ldap"]
    existing = conn.search_s(CONTACTS_BASE, ldap.SCOPE_ONELEVEL, "(mail=%s)" % escape_filter_chars(mail), ["cn"])
    if existing:
        raise web.HTTPConflict(text="contact exists")
    dn = "cn=%s,%s" % (escape_dn_chars(cn), CONTACTS_BASE)
    attrs = {
        "objectClass": [b"inetOrgPerson"],
        "cn": [cn.encode()],
        "sn": [cn.split()[-1].encode()],
        "mail": [mail.encode()],
    }
    conn.add_s(dn, ldap.modlist.addModlist(attrs))
    return web.json_response({"dn": dn}, status=201)
