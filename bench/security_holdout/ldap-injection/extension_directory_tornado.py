import ldap3
import tornado.web
from ldap3.utils.conv import escape_filter_chars


class ExtensionDirectoryHandler(tornado.web.RequestHandler):
    def initialize(self, server, base_dn):
        self.server = server
        self.base_dn = base_dn

    def get(self):
        terms = self.get_arguments("q")
        clauses = ""
        for term in terms:
            t = escape_filter_chars(term)
            clauses += "(cn=*" + t + "*)(telephoneNumber=*" + t + "*)"
        query = "(|" + clauses + ")" if clauses else "(objectClass=person)"
        conn = ldap3.Connection(self.server, auto_bind=True)
        conn.search(self.base_dn, query, attributes=["cn", "telephoneNumber"])
        self.write({"entries": [{"cn": str(e.cn), "phone": str(e.telephoneNumber)} for e in conn.entries]})
