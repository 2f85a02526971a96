import ldap
import ldap.filter
import tornado.web

LDAP_URI = "ldaps://ldap.corp.example.com"
PEOPLE_BASE = "ou=people,dc=corp,dc=example,dc=com"


class EmailLookupHandler(tornado.web.RequestHandler):
    def get(self):
        mail = self.get_argument("mail")
        search_filter = ldap.filter.filter_format("(&(objectClass=person)(mail=%s))", [mail])
        conn = ldap.initialize(LDAP_URI)
        conn.simple_bind_s("cn=reader,dc=corp,dc=example,dc=com", "reader-pass")
        results = conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, search_filter, ["cn", "uid"])
        conn.unbind_s()
        self.write({"matches": [dn for dn, _ in results]})


def make_app():
    return tornado.web.Application([(r"/directory/email", EmailLookupHandler)])
