from ldap3 import SUBTREE, Connection, Server
from sanic import Sanic, json
from sanic.exceptions import BadRequest, NotFound

app = Sanic("directory")
app.config.LDAP_URL = "ldaps://ldap.corp.example.com"
app.config.LDAP_BASE = "ou=people,dc=corp,dc=example,dc=com"
app.config.LDAP_BIND_DN = "cn=svc-directory,ou=services,dc=corp,dc=example,dc=com"
app.config.LDAP_BIND_PW = "change-me"

PUBLIC_ATTRS = ["cn", "mail", "title", "telephoneNumber", "l"]


def _conn():
    cfg = app.config
    server = Server(cfg.LDAP_URL, use_ssl=True)
    return Connection(server, cfg.LDAP_BIND_DN, cfg.LDAP_BIND_PW, auto_bind=True, read_only=True)


def _entries(conn):
    return [{"dn": e.entry_dn, **e.entry_attributes_as_dict} for e in conn.entries]


@app.get("/health")
async def health(request):
    return json({"status": "ok"})


@app.get("/people/<uid:str>")
async def person(request, uid):
    if not uid.isalnum():
        raise BadRequest("invalid uid")
    with _conn() as conn:
        conn.search(app.config.LDAP_BASE, f"(uid={uid})", SUBTREE, attributes=PUBLIC_ATTRS)
        found = _entries(conn)
    if not found:
        raise NotFound("no such person")
    return json(found[0])


class PeopleQuery:
    def __init__(self, args):
        self.name = args.get("name", "").strip()
        self.site = args.get("site", "")
        self.limit = min(int(args.get("limit", "25")), 100)

    def to_filter(self):
        parts = ["(objectClass=inetOrgPerson)", "(!(employeeType=hidden))"]
        if self.name:
            parts.append("(|(cn=*%s*)(sn=*%s*))" % (self.name, self.name))
        if self.site:
            parts.append("(l=%s)" % self.site)
        return "(&" + "".join(parts) + ")"


@app.get("/people")
async def search_people(request):
    query = PeopleQuery(request.args)
    if not (query.name or query.site):
        raise BadRequest("name or site is required")
    ldap_filter = query.to_filter()
    with _conn() as conn:
        conn.search(app.config.LDAP_BASE, ldap_filter, SUBTREE,
                    attributes=PUBLIC_ATTRS, size_limit=query.limit)
        results = _entries(conn)
    return json({"count": len(results), "results": results})
