import re

import falcon
from ldap3 import BASE, SUBTREE, Connection, Server

LDAP_URL = "ldaps://ldap.corp.local"
BASE_DN = "dc=corp,dc=local"
USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{1,31}")


def connect():
    return Connection(Server(LDAP_URL), "cn=svc-status,ou=service," + BASE_DN, "from-vault", auto_bind=True)


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


class AccountStatusResource:
    def on_get(self, req, resp, username):
        if not USERNAME_RE.fullmatch(username):
            raise falcon.HTTPBadRequest(title="invalid username")
        query = "(&(objectClass=person)(uid=%s))" % username
        conn = connect()
        try:
            conn.search("ou=people," + BASE_DN, query, SUBTREE, attributes=["cn", "pwdAccountLockedTime"])
            if not conn.entries:
                raise falcon.HTTPNotFound()
            entry = conn.entries[0]
            locked = "pwdAccountLockedTime" in entry.entry_attributes
            resp.media = {"cn": str(entry.cn), "locked": locked}
        finally:
            conn.unbind()


class RootDseResource:
    def on_get(self, req, resp):
        conn = connect()
        try:
            conn.search("", "(objectClass=*)", BASE, attributes=["supportedLDAPVersion"])
            resp.media = {"versions": [str(v) for v in conn.entries[0].supportedLDAPVersion]}
        finally:
            conn.unbind()


app = falcon.App()
app.add_route("/health", HealthResource())
app.add_route("/accounts/{username}/status", AccountStatusResource())
app.add_route("/rootdse", RootDseResource())
