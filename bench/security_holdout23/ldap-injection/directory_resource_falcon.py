import os
import re

import falcon
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.example"))
PEOPLE_BASE = "ou=people,dc=corp,dc=example"
GROUP_BASE = "ou=groups,dc=corp,dc=example"
MAIL_DOMAIN = "@corp.example"
PUBLIC_ATTRS = ["uid", "cn", "mail", "title", "departmentNumber"]
UID_RE = re.compile(r"[a-z][a-z0-9.-]{1,31}")


def _connect():
    return Connection(
        LDAP_SERVER,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PW"],
        auto_bind=True,
        read_only=True,
    )


def _entries(conn):
    return [entry.entry_attributes_as_dict for entry in conn.entries]


class PersonResource:
    def on_get(self, req, resp, uid):
        if not UID_RE.fullmatch(uid):
            raise falcon.HTTPBadRequest(title="invalid uid")
        with _connect() as conn:
            conn.search(PEOPLE_BASE, f"(uid={uid})", SUBTREE, attributes=PUBLIC_ATTRS)
            found = _entries(conn)
        if not found:
            raise falcon.HTTPNotFound()
        resp.media = found[0]


class MailLookupResource:
    def on_get(self, req, resp):
        mail = req.get_param("mail", required=True).strip()
        if "@" not in mail or not mail.lower().endswith(MAIL_DOMAIN):
            raise falcon.HTTPBadRequest(title="only corporate addresses can be looked up")
        with _connect() as conn:
            conn.search(PEOPLE_BASE, "(&(objectClass=person)(mail={}))".format(mail), SUBTREE, attributes=PUBLIC_ATTRS)
            resp.media = _entries(conn)


class GroupMembersResource:
    def on_get(self, req, resp, group):
        with _connect() as conn:
            conn.search(GROUP_BASE, "(cn={})".format(escape_filter_chars(group)), SUBTREE, attributes=["member"])
            groups = _entries(conn)
        if not groups:
            raise falcon.HTTPNotFound()
        resp.media = {"group": group, "members": groups[0].get("member", [])}


app = falcon.App()
app.add_route("/people/{uid}", PersonResource())
app.add_route("/people/by-mail", MailLookupResource())
app.add_route("/groups/{group}/members", GroupMembersResource())
