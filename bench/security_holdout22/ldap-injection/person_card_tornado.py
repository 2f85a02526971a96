import os

import tornado.web
from ldap3 import BASE, Connection, Server

SERVER = Server("ldaps://ldap.example.org")
SUFFIX = ["ou=people", "dc=example", "dc=org"]


def person_dn(parts):
    return ",".join(parts)


class PersonCardHandler(tornado.web.RequestHandler):
    def get(self):
        name = self.get_argument("name")
        dn = person_dn(["cn=%s" % name] + SUFFIX)
        conn = Connection(SERVER, os.environ["BIND_DN"], os.environ["BIND_PW"], auto_bind=True)
        conn.search(dn, "(objectClass=inetOrgPerson)", search_scope=BASE, attributes=["cn", "mail"])
        self.write({"entries": [entry.entry_to_json() for entry in conn.entries]})
