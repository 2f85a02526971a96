from aiohttp import web
from ldap3 import Connection


def build_filter(object_class="inetOrgPerson", **attrs):
    parts = [f"(objectClass={object_class})"] + [f"({k}={v})" for k, v in attrs.items()]
    return "(&" + "".join(parts) + ")"


async def find_people(request: web.Request) -> web.Response:
    q = request.query
    search_filter = build_filter(mail=q.get("mail", "*"), ou=q.get("team", "*"))
    conn = Connection(request.app["ldap_server"], auto_bind=True)
    conn.search("dc=corp,dc=example", search_filter, attributes=["cn", "mail"])
    return web.json_response([{"dn": e.entry_dn, "cn": str(e.cn)} for e in conn.entries])


app = web.Application()
app.router.add_get("/people", find_people)
