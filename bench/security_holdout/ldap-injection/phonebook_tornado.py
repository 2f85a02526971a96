import ldap3
import tornado.web


class PhonebookHandler(tornado.web.RequestHandler):
    def initialize(self, server, base_dn):
        self.server = server
        self.base_dn = base_dn

    def get(self):
        terms = self.get_arguments("q")
        clauses = ""
        for term in terms:
            clauses += "(cn=*" + term + "*)(telephoneNumber=*" + term + "*)"
        query = "(|" + clauses + ")" if clauses else "(objectClass=person)"
        conn = ldap3.Connection(self.server, auto_bind=True)
        conn.search(self.base_dn, query, attributes=["cn", "telephoneNumber"])
        self.write({"entries": [{"cn": str(e.cn), "phone": str(e.telephoneNumber)} for e in conn.entries]})
