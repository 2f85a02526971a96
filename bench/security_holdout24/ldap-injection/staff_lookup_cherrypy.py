import cherrypy
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


class StaffDirectory:
    def __init__(self, ldap_url, bind_dn, password):
        self.server = Server(ldap_url, use_ssl=True)
        self.bind_dn = bind_dn
        self.password = password

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def lookup(self, uid="", dept=None):
        clauses = ["(uid=%s)" % escape_filter_chars(uid.strip()), "(objectClass=inetOrgPerson)"]
        if dept:
            clauses.append("(departmentNumber=%s)" % escape_filter_chars(dept))
        search_filter = "(&%s)" % "".join(clauses)
        with Connection(self.server, self.bind_dn, self.password, auto_bind=True, read_only=True) as conn:
            conn.search(BASE_DN, search_filter, SUBTREE, attributes=["cn", "mail", "title"])
            return [entry.entry_attributes_as_dict for entry in conn.entries]


if __name__ == "__main__":
    cherrypy.quickstart(StaffDirectory("ldaps://ldap.corp.example.com",
                                       "cn=reader,dc=corp,dc=example,dc=com", "changeit"), "/staff")
