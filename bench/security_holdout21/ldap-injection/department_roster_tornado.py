import ldap
import tornado.web

DEPARTMENTS = frozenset({"engineering", "finance", "sales", "support"})


class DepartmentRosterHandler(tornado.web.RequestHandler):
    def get(self):
        dept = self.get_argument("dept", "support").lower()
        if dept not in DEPARTMENTS:
            dept = "support"
        base_dn = "ou=%s,ou=departments,dc=example,dc=net" % dept
        conn = ldap.initialize("ldap://ldap.example.net")
        conn.simple_bind_s()
        rows = conn.search_s(base_dn, ldap.SCOPE_ONELEVEL, "(objectClass=person)", ["cn"])
        conn.unbind_s()
        self.write({"people": [dn for dn, _ in rows]})


def make_app():
    return tornado.web.Application([(r"/roster", DepartmentRosterHandler)])
