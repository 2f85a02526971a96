from flask import Flask, abort, current_app, jsonify, request
from ldap3 import BASE, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from ldap3.utils.dn import escape_rdn

app = Flask(__name__)
app.config.update(
    LDAP_URL="ldaps://ldap.corp.example.com",
    LDAP_BASE="ou=people,dc=corp,dc=example,dc=com",
    LDAP_BIND_DN="cn=svc-directory,ou=services,dc=corp,dc=example,dc=com",
    LDAP_BIND_PW="change-me",
)

PUBLIC_ATTRS = ["cn", "mail", "title", "telephoneNumber", "l"]


def _conn():
    cfg = current_app.config
    server = Server(cfg["LDAP_URL"], use_ssl=True)
    return Connection(server, cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PW"], auto_bind=True, read_only=True)


def _entries(conn):
    return [{"dn": e.entry_dn, **e.entry_attributes_as_dict} for e in conn.entries]


@app.get("/health")
def health():
    return {"status": "ok"}


@app.get("/people/<uid>")
def person(uid):
    dn = "uid=%s,%s" % (escape_rdn(uid), current_app.config["LDAP_BASE"])
    with _conn() as conn:
        conn.search(dn, "(objectClass=inetOrgPerson)", BASE, attributes=PUBLIC_ATTRS)
        found = _entries(conn)
    if not found:
        abort(404)
    return jsonify(found[0])


class PeopleQuery:
    def __init__(self, args):
        self.name = args.get("name", "").strip()
        self.site = args.get("site", "")
        self.limit = min(args.get("limit", 25, type=int), 100)

    def to_filter(self):
        parts = ["(objectClass=inetOrgPerson)", "(!(employeeType=hidden))"]
        if self.name:
            name = escape_filter_chars(self.name)
            parts.append("(|(cn=*%s*)(sn=*%s*))" % (name, name))
        if self.site:
            parts.append("(l=%s)" % escape_filter_chars(self.site))
        return "(&" + "".join(parts) + ")"


@app.get("/people")
def search_people():
    query = PeopleQuery(request.args)
    if not (query.name or query.site):
        abort(400, "name or site is required")
    ldap_filter = query.to_filter()
    with _conn() as conn:
        conn.search(current_app.config["LDAP_BASE"], ldap_filter, SUBTREE,
                    attributes=PUBLIC_ATTRS, size_limit=query.limit)
        results = _entries(conn)
    return jsonify(count=len(results), results=results)
