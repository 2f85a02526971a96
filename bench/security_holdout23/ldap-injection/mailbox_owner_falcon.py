import os

import falcon
import ldap
from ldap.filter import filter_format

BASE_DN = "ou=mailboxes,dc=mail,dc=example,dc=net"


class MailboxOwnerResource:
    def __init__(self):
        self.conn = ldap.initialize(os.environ["LDAP_URI"])
        self.conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])

    def on_get(self, req, resp, alias):
        query = filter_format("(&(objectClass=mailRecipient)(mailAlternateAddress=%s))", [alias])
        found = self.conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, query, ["uid", "mail"])
        if not found:
            raise falcon.HTTPNotFound()
        dn, attrs = found[0]
        resp.media = {"uid": attrs["uid"][0].decode(), "primary": attrs["mail"][0].decode()}


app = falcon.App()
app.add_route("/mailboxes/{alias}/owner", MailboxOwnerResource())
