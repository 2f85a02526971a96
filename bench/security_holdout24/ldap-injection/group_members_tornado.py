import ldap
import ldap.filter
import tornado.web

GROUP_BASE = "ou=groups,dc=corp,dc=example,dc=com"
GROUP_KINDS = {"groupOfNames", "groupOfUniqueNames", "posixGroup"}


class GroupMembersHandler(tornado.web.RequestHandler):
    def initialize(self, uri, bind_dn, password):
        self.uri, self.bind_dn, self.password = uri, bind_dn, password

    def get(self):
        group = self.get_query_argument("group")
        kind = self.get_query_argument("kind", "groupOfNames")
        if kind not in GROUP_KINDS:
            raise tornado.web.HTTPError(400, "unsupported group kind")
        query = ldap.filter.filter_format("(&(objectClass=%s)(cn=%s))", [kind, group])
        conn = ldap.initialize(self.uri)
        conn.simple_bind_s(self.bind_dn, self.password)
        try:
            found = conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, query, ["member"])
        finally:
            conn.unbind_s()
        members = [m.decode() for _dn, attrs in found for m in attrs.get("member", [])]
        self.write({"group": group, "members": members})
