import json

import tornado.web
from ldap3 import Connection, Server

LDAP_URL = "ldaps://ldap.internal.example.com"
USERS_BASE = "ou=users,dc=example,dc=com"
VPN_GROUP = "cn=vpn-users,ou=groups,dc=example,dc=com"


class VpnAccessHandler(tornado.web.RequestHandler):
    def initialize(self, bind_dn, bind_password):
        self.bind_dn = bind_dn
        self.bind_password = bind_password

    def post(self):
        payload = json.loads(self.request.body or b"{}")
        username = payload.get("username", "")
        query = "(&(uid=%s)(memberOf=%s))" % (username, VPN_GROUP)
        conn = Connection(Server(LDAP_URL), self.bind_dn, self.bind_password, auto_bind=True)
        try:
            conn.search(USERS_BASE, query, attributes=["uid"])
            allowed = len(conn.entries) > 0
        finally:
            conn.unbind()
        self.write({"username": username, "vpn_access": allowed})


def make_app(bind_dn, bind_password):
    return tornado.web.Application([
        (r"/vpn/access", VpnAccessHandler, {"bind_dn": bind_dn, "bind_password": bind_password}),
    ])
