import os

import falcon
from ldap3 import ALL, SUBTREE, Connection, Server

LDAP_SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.example.org"), get_info=ALL)
PEOPLE_BASE = "ou=people,dc=example,dc=org"
GROUP_BASE = "ou=groups,dc=example,dc=org"
PUBLIC_ATTRS = ["uid", "cn", "mail", "title"]


def _bind():
    return Connection(
        LDAP_SERVER,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PW"],
        auto_bind=True,
        read_only=True,
    )


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"status": "ok"}


class AccountResource:
    """Public profile card shown in the chat client for a given account name."""

    def on_get(self, req, resp, account):
        account = account.strip()
        if not account:
            raise falcon.HTTPBadRequest(description="account is required")
        search_filter = "(&(objectClass=inetOrgPerson)(uid={0})(!(employeeType=service)))".format(account)
        with _bind() as conn:
            conn.search(PEOPLE_BASE, search_filter, search_scope=SUBTREE, attributes=PUBLIC_ATTRS)
            if not conn.entries:
                raise falcon.HTTPNotFound()
            resp.media = [entry.entry_attributes_as_dict for entry in conn.entries]


class GroupListResource:
    def on_get(self, req, resp):
        with _bind() as conn:
            conn.search(GROUP_BASE, "(objectClass=groupOfNames)", attributes=["cn", "description"])
            resp.media = [
                {"cn": str(entry.cn), "description": str(entry.description)}
                for entry in conn.entries
            ]


app = falcon.App()
app.add_route("/health", HealthResource())
app.add_route("/accounts/{account}", AccountResource())
app.add_route("/groups", GroupListResource())
