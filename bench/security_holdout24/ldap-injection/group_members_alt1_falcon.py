import falcon
import ldap

GROUP_BASE = "ou=groups,dc=corp,dc=example,dc=com"


class GroupMembersResource:
    def __init__(self, uri, bind_dn, password):
        self.uri = uri
        self.bind_dn = bind_dn
        self.password = password

    def _connect(self):
        conn = ldap.initialize(self.uri)
        conn.simple_bind_s(self.bind_dn, self.password)
        return conn

    def on_get(self, req, resp):
        group = req.get_param("group", required=True)
        kind = req.get_param("kind", default="groupOfNames")
        query = "(&(objectClass=%s)(cn=%s))" % (kind, group)
        conn = self._connect()
        try:
            found = conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, query, ["member"])
        finally:
            conn.unbind_s()
        members = []
        for _dn, attrs in found:
            members.extend(m.decode() for m in attrs.get("member", []))
        resp.media = {"group": group, "members": members}


app = falcon.App()
app.add_route("/groups/members", GroupMembersResource(
    "ldaps://ldap.corp.example.com", "cn=reader,dc=corp,dc=example,dc=com", "changeit"))
