import ldap
import ldap.filter
import tornado.web

LDAP_URI = "ldaps://ldap.corp.local"
PEOPLE = "ou=people,dc=corp,dc=local"


def find_user_dn(conn, username):
    query = ldap.filter.filter_format("(&(objectClass=inetOrgPerson)(uid=%s))", [username])
    results = conn.search_s(PEOPLE, ldap.SCOPE_SUBTREE, query, ["uid"])
    return results[0][0] if results else None


class LdapLoginHandler(tornado.web.RequestHandler):
    def post(self):
        username = self.get_body_argument("username")
        password = self.get_body_argument("password")
        conn = ldap.initialize(LDAP_URI)
        dn = find_user_dn(conn, username)
        if dn is None or not password:
            raise tornado.web.HTTPError(401)
        try:
            conn.simple_bind_s(dn, password)
        except ldap.INVALID_CREDENTIALS:
            raise tornado.web.HTTPError(401)
        self.write({"dn": dn})
